// The tokens the swap's own simulation found to tax their transfers or to
// be unsellable, per chain and address, so the picker marks them from then
// on (the service's list says nothing of it). Written by the swap's checks
// (the lifecycle's sign step), read by the picker. Versioned, and read for
// what validates: storage is written by anything on this origin, and a
// mark only warns, it never lets anything through. Storage that cannot be
// used (blocked in a frame) keeps no mark.
import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'

export const TOKEN_RISK_STORAGE_KEY = 'swap.tokens.risk.v1'
const VERSION = 1
/** The window event that tells pickers open in this page of a new mark. */
const CHANGE_EVENT = 'swap-token-risk-marks'

export type TokenRiskMark =
  | { kind: 'taxed'; taxBps: number }
  | { kind: 'unsellable' }

type Marks = Record<string, TokenRiskMark>

const markKey = (chainId: number, address: Address) =>
  `${chainId}:${address.toLowerCase()}`

function readMark(value: unknown): TokenRiskMark | null {
  if (typeof value !== 'object' || value === null) return null
  const { kind, taxBps } = value as { kind?: unknown; taxBps?: unknown }
  if (kind === 'unsellable') return { kind }
  const isBps =
    typeof taxBps === 'number' &&
    Number.isFinite(taxBps) &&
    taxBps > 0 &&
    taxBps <= 10_000
  return kind === 'taxed' && isBps ? { kind, taxBps } : null
}

/** What storage holds, as written (null: nothing, or no storage). */
export function readStoredTokenRiskMarks(
  storage: Storage | null = safeLocalStorage(),
): string | null {
  try {
    return storage?.getItem(TOKEN_RISK_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/** The well-formed marks of `chainId`, by lower-case address. */
export function parseTokenRiskMarks(
  stored: string | null,
  chainId: number,
): ReadonlyMap<string, TokenRiskMark> {
  const marks = new Map<string, TokenRiskMark>()
  let parsed: unknown
  try {
    parsed = JSON.parse(stored ?? 'null')
  } catch {
    return marks
  }
  const all = (parsed as { state?: { marks?: unknown } } | null)?.state?.marks
  if (typeof all !== 'object' || all === null) return marks
  const prefix = `${chainId}:`
  for (const [key, value] of Object.entries(all)) {
    if (!key.startsWith(prefix)) continue
    const address = key.slice(prefix.length)
    const mark = readMark(value)
    if (mark && isAddressShape(address)) marks.set(address, mark)
  }
  return marks
}

/** Marks `address` on `chainId` (the latest finding replaces an earlier). */
export function recordTokenRiskMark(
  chainId: number,
  address: Address,
  mark: TokenRiskMark,
  storage: Storage | null = safeLocalStorage(),
) {
  if (!storage || !readMark(mark)) return
  let marks: Marks = {}
  try {
    const parsed = JSON.parse(readStoredTokenRiskMarks(storage) ?? 'null')
    const stored = (parsed as { state?: { marks?: unknown } } | null)?.state
      ?.marks
    if (typeof stored === 'object' && stored !== null) marks = stored as Marks
  } catch {
    // unreadable: start afresh
  }
  const state = { marks: { ...marks, [markKey(chainId, address)]: mark } }
  try {
    storage.setItem(
      TOKEN_RISK_STORAGE_KEY,
      JSON.stringify({ state, version: VERSION }),
    )
  } catch {
    return
  }
  if (typeof window !== 'undefined')
    window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Calls `listener` on a new mark, in this page or another of the origin. */
export function subscribeTokenRiskMarks(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_RISK_STORAGE_KEY) listener()
  }
  window.addEventListener(CHANGE_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
