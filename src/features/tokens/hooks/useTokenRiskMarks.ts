import { useMemo, useSyncExternalStore } from 'react'
import {
  parseTokenRiskMarks,
  readStoredTokenRiskMarks,
  subscribeTokenRiskMarks,
  type TokenRiskMark,
} from '../risk/tokenRiskMarks'

const readStored = () => readStoredTokenRiskMarks()

/** The chain's tokens the swap's simulation found taxed or unsellable. */
export function useTokenRiskMarks(
  chainId: number,
): ReadonlyMap<string, TokenRiskMark> {
  // The stored text is the snapshot: equal while nothing was written.
  const stored = useSyncExternalStore(
    subscribeTokenRiskMarks,
    readStored,
    readStored,
  )
  return useMemo(() => parseTokenRiskMarks(stored, chainId), [stored, chainId])
}
