import type { Address } from 'viem'
import { useResumeSwaps } from '../lifecycle/useResumeSwaps'

export type ResumeSwapsProps = { account: Address | null }

/**
 * Follows the account's swaps an earlier page left pending
 * (useResumeSwaps); renders nothing. Fetched once an account is connected
 * (SwapScreen): a first visit without a wallet has none to follow.
 */
export function ResumeSwaps({ account }: ResumeSwapsProps) {
  useResumeSwaps(account)
  return null
}
