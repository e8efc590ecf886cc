import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import { type AppChain, useAppChains } from '../features/chains'
import { toUserError } from '../lib/toUserError'
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
  const chains = useAppChains({ rpcUrls })
  // The same element while the registry's data is the same: a refetch or a
  // status change of the query re-renders this gate, not the whole app under
  // it (query updates render synchronously, in one task).
  const { data } = chains
  const content = useMemo(
    () => (data ? children(data) : null),
    [data, children],
  )
  if (chains.isPending) return waiting
  if (chains.isError) {
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
        {toUserError(chains.error).message}
      </Banner>,
    )
  }
  if (chains.data.length === 0) {
    return frame(
      <Banner tone="warning" title={t`No networks`}>
        {t`The swap service offers no network right now. Try again later.`}
      </Banner>,
    )
  }
  return content
}
