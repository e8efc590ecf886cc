// Remembers the chains on which the person accepted swaps cleared by the
// app's simulation alone (a router the app cannot decode, a wallet that
// cannot batch): there the router's minimum is not enforced on chain, and
// the review asks once per chain before the wallet is asked. Read and
// written only when the person presses in a review, so it loads with the
// flow's steps, never with the first screen. Versioned, and read for what
// validates: storage is written by anything on this origin.

export const SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY =
  'swap.simulationOnlyAccepted.v1'
const VERSION = 1

const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** The accepted chain ids storage holds, keeping only well-formed ones. */
function readAcceptedChainIds(storage: Storage): number[] {
  let stored: unknown
  try {
    stored = JSON.parse(
      storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY) ?? 'null',
    )
  } catch {
    return []
  }
  const list = (stored as { state?: { acceptedChainIds?: unknown } } | null)
    ?.state?.acceptedChainIds
  return Array.isArray(list) ? [...new Set(list.filter(isChainId))] : []
}

/** Whether the person accepted simulation-only swaps on `chainId`. */
export function isSimulationOnlyAccepted(
  chainId: number,
  storage: Storage = localStorage,
): boolean {
  return readAcceptedChainIds(storage).includes(chainId)
}

/** The person accepted simulation-only swaps on `chainId`. */
export function recordSimulationOnlyAccepted(
  chainId: number,
  storage: Storage = localStorage,
) {
  const accepted = readAcceptedChainIds(storage)
  if (!isChainId(chainId) || accepted.includes(chainId)) return
  const state = { acceptedChainIds: [...accepted, chainId] }
  storage.setItem(
    SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY,
    JSON.stringify({ state, version: VERSION }),
  )
}
