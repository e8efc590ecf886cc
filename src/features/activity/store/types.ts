import type { Address, Hash } from 'viem'

export type ActivityStatus = 'pending' | 'confirmed' | 'reverted' | 'cancelled'

/** One swap the person sent, as the history shows it. No calldata. */
export type ActivityEntry = {
  hash: Hash
  chainId: number
  quoteId: string | null
  sellSymbol: string
  buySymbol: string
  /** Display text, in token units. */
  sellAmountText: string
  buyAmountText: string
  status: ActivityStatus
  /** The transaction that took this one's place (same nonce). */
  replacedBy: Hash | null
  createdAtMs: number
  explorerUrl: string | null
}

/** History by lower-case account address, newest first. */
export type ActivityValues = {
  entriesByAccount: Record<string, ActivityEntry[]>
}

export type ActivityActions = {
  swapSubmitted: (account: Address, entry: ActivityEntry) => void
  swapReplaced: (account: Address, hash: Hash, replacementHash: Hash) => void
  swapSettled: (
    account: Address,
    hash: Hash,
    outcome: {
      status: Exclude<ActivityStatus, 'pending'>
      buyAmountText?: string
    },
  ) => void
}

export type ActivityState = ActivityValues & { actions: ActivityActions }
