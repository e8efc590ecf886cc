import type { ReactNode } from 'react'
import { type AppChain, useAppChains } from '../features/chains'
import { toUserError } from '../lib/toUserError'
import { Banner } from '../ui/Banner'
import { Spinner } from '../ui/Spinner'

export type ChainsGateProps = {
  rpcUrls: Readonly<Record<number, string>>
  /** Rendered around the waiting and error states. */
  frame: (content: ReactNode) => ReactNode
  children: (chains: AppChain[]) => ReactNode
}

/** Nothing wallet-related starts before the chain registry has answered. */
export function ChainsGate({ rpcUrls, frame, children }: ChainsGateProps) {
  const chains = useAppChains({ rpcUrls })
  if (chains.isPending) {
    return frame(
      <p className="muted">
        <Spinner label="Loading" /> Loading networks…
      </p>,
    )
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
  if (chains.data.length === 0) {
    return frame(
      <Banner tone="warning" title="No networks">
        The swap service offers no network right now. Try again later.
      </Banner>,
    )
  }
  return children(chains.data)
}
