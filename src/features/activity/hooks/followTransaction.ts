import type { Address, Hash, PublicClient, TransactionReceipt } from 'viem'
import type { ActivityActions } from '../store/types'

/** viem `waitForTransactionReceipt({ onReplaced })` reasons. */
export type ReplacementReason = 'replaced' | 'repriced' | 'cancelled'

type FollowTransactionParameters = {
  client: Pick<PublicClient, 'waitForTransactionReceipt'>
  account: Address
  /** The hash the history knows the swap by (the first one sent). */
  hash: Hash
  /** The hash to wait for now; a replacement's after a retry. */
  currentHash?: Hash
  actions: Pick<ActivityActions, 'swapReplaced' | 'swapSettled'>
  onReplaced?: (replacement: {
    reason: ReplacementReason
    hash: Hash
    replacementHash: Hash
  }) => void
}

/**
 * The one receipt tracker, for the live flow and for swaps resumed after a
 * reload: follows one sent transaction to its real receipt through
 * replacements (same nonce, higher fee) and cancellations, writing both to
 * the history. Null when the wallet cancelled it: nothing was swapped.
 */
export async function followTransaction({
  client,
  account,
  hash,
  currentHash = hash,
  actions,
  onReplaced,
}: FollowTransactionParameters): Promise<TransactionReceipt | null> {
  let isCancelled = false
  let waitedHash = currentHash
  const receipt = await client.waitForTransactionReceipt({
    hash: currentHash,
    onReplaced: ({ reason, transaction }) => {
      const replacementHash = transaction.hash
      actions.swapReplaced(account, hash, replacementHash)
      onReplaced?.({ reason, hash: waitedHash, replacementHash })
      waitedHash = replacementHash
      if (reason === 'cancelled') {
        isCancelled = true
        actions.swapSettled(account, hash, { status: 'cancelled' })
      }
    },
  })
  return isCancelled ? null : receipt
}
