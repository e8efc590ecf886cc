import type { Address, Hash } from 'viem'

export type ActivityStatus = 'pending' | 'confirmed' | 'reverted' | 'cancelled'

/**
 * An amount as the history keeps it: raw (base units as decimal digits and
 * the token's decimals), formatted in the language on screen when shown.
 * `text` is an entry kept from before amounts were stored raw whose
 * writing could not be read for sure: shown as it was written.
 */
export type ActivityAmount =
  | { kind: 'raw'; units: string; decimals: number }
  | { kind: 'text'; text: string }

/** One side of a swap in the history. */
export type ActivityToken = {
  symbol: string
  /** Null for an entry kept from before tokens were remembered. */
  address: Address | null
  /** A logo path of the proxy's (tokens' logo rule), or null. */
  logoURI: string | null
  amount: ActivityAmount
}

/** One swap the person sent, as the history shows it. No calldata. */
export type ActivityEntry = {
  hash: Hash
  chainId: number
  quoteId: string | null
  sell: ActivityToken
  buy: ActivityToken
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
      /** What the receipt says arrived, where it says. */
      buyAmount?: ActivityAmount
    },
  ) => void
}

export type ActivityState = ActivityValues & { actions: ActivityActions }
