import { type ReactNode, useMemo } from 'react'
import {
  type AppChain,
  useAppChains,
  useChainsCopySavedAtMs,
} from '../features/chains'
import { formatAge } from '../lib/format'
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
  if (data.length === 0) {
    return frame(
      <Banner tone="warning" title="No networks">
        The swap service offers no network right now. Try again later.
      </Banner>,
    )
  }
  // One shape whether the note shows or not: the app under it never
  // remounts when the service stops or starts answering.
  return (
    <>
      {asOfMs === null ? null : (
        <p className="field-note" role="status">
          Networks as of {formatAge((Date.now() - asOfMs) / 1000)} ago: the swap
          service is not answering.
        </p>
      )}
      {content}
    </>
  )
}
