import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import {
  type AppChain,
  useAppChains,
  useChainsCopySavedAtMs,
} from '../features/chains'
import { useFormatters } from '../lib/i18n/LocaleProvider'
import { UserErrorText } from '../lib/UserErrorText'
import { Banner } from '../ui/Banner'

export type ChainsGateProps = {
  rpcUrls: Readonly<Record<number, string>>
  /** Shown while the registry is loading. */
  waiting: ReactNode
  /** Rendered around the error states. */
  frame: (content: ReactNode) => ReactNode
  children: (chains: AppChain[]) => ReactNode
}

/** Nothing wallet-related starts before the chain registry has answered. */
export function ChainsGate({
  rpcUrls,
  waiting,
  frame,
  children,
}: ChainsGateProps) {
  const { t } = useLingui()
  const formatters = useFormatters()
  const chains = useAppChains({ rpcUrls })
  const copySavedAtMs = useChainsCopySavedAtMs()
  // The same element while the registry's data is the same: a refetch or a
  // status change of the query re-renders this gate, not the whole app under
  // it (query updates render synchronously, in one task).
  const { data } = chains
  const content = useMemo(
    () => (data ? children(data) : null),
    [data, children],
  )
  if (chains.isPending) return waiting
  // The proxy cannot answer, but a good answer is at hand (this page's, or
  // this browser's copy): the app goes on with it, saying how old it is.
  const asOfMs =
    copySavedAtMs ?? (chains.isError && data ? chains.dataUpdatedAt : null)
  if (!data) {
    return frame(
      <Banner
        tone="error"
        title={t`Networks unavailable`}
        action={
          <button
            type="button"
            className="button-secondary"
            onClick={() => chains.refetch()}
          >
            {t`Try again`}
          </button>
        }
      >
        <UserErrorText error={chains.error} />
      </Banner>,
    )
  }
  if (data.length === 0) {
    return frame(
      <Banner tone="warning" title={t`No networks`}>
        {t`The swap service offers no network right now. Try again later.`}
      </Banner>,
    )
  }
  const asOf =
    asOfMs === null ? '' : formatters.relativeTime(asOfMs, Date.now())
  // One shape whether the note shows or not: the app under it never
  // remounts when the service stops or starts answering.
  return (
    <>
      {asOfMs === null ? null : (
        <p className="field-note" role="status">
          {t`Networks as of ${asOf}: the swap service is not answering.`}
        </p>
      )}
      {content}
    </>
  )
}
