import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AppChain } from '../../chains'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import {
  useSwapFormActions,
  useSwapLinkNotes,
} from '../store/SwapFormStoreProvider'
import type { SwapLinkProblem } from '../store/types'

/** Only a link with a value the form could not take shows it. */
const linkProblemsNotice = lazyModule(
  () => import('../components/LinkProblemsNotice'),
)

export type SwapLinkProps = { chains: readonly AppChain[] }

/**
 * The page's link (the app's, not a widget's: the host's options are the
 * frame's link): kept in step with the form, and what it asked for and did
 * not get named above the card until dismissed: values that could not be
 * read, and a network the registry does not offer (the card went to
 * another). Its start is read by readSwapLink.
 */
export function SwapLink({ chains }: SwapLinkProps) {
  useSwapUrlSync()
  const { chainId, problems } = useSwapLinkNotes()
  const { linkNoticeDismissed } = useSwapFormActions()
  const all: readonly SwapLinkProblem[] =
    chainId === null || chains.some((chain) => chain.id === chainId)
      ? problems
      : [{ parameter: 'chain', value: String(chainId) }, ...problems]
  const notice = useLazyModule(linkProblemsNotice, all.length > 0)
  if (!notice || all.length === 0) return null
  return (
    <notice.LinkProblemsNotice problems={all} onDismiss={linkNoticeDismissed} />
  )
}
