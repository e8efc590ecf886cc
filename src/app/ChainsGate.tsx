import { type ReactNode, useDeferredValue } from 'react'
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
  const chains = useAppChains({ rpcUrls })
  // The whole app renders when the registry arrives: deferred, React does
  // it in slices, yielding to the browser (a query's update alone would be
  // one long synchronous render); the waiting shell stays until it commits.
  const data = useDeferredValue(chains.data)
  if (chains.isPending || (chains.isSuccess && data === undefined)) {
    return waiting
  }
  if (chains.isError) {
    return frame(
      <Banner
        tone="error"
        title="Networks unavailable"
        action={
          <button
            type="button"
            className="button-secondary"
            onClick={() => chains.refetch()}
          >
            Try again
          </button>
        }
      >
        {toUserError(chains.error).message}
      </Banner>,
    )
  }
  if (!data || data.length === 0) {
    return frame(
      <Banner tone="warning" title="No networks">
        The swap service offers no network right now. Try again later.
      </Banner>,
    )
  }
  return children(data)
}
