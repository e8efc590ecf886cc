import type { Address, Hash, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import type { ActivityActions, ActivitySettlement } from '../store/types'

export type TrackActivityEntryParameters = {
  config: Config
  chainId: number
  account: Address
  hash: Hash
  /** The entry's quote id, handed back with the outcome. */
  quoteId?: string | null
  actions: Pick<ActivityActions, 'swapReplaced' | 'swapSettled'>
  /** Called once the transaction is mined (not when it was cancelled). */
  onSettled?: (settlement: ActivitySettlement) => void
  /** The client to wait with; wagmi's for the chain unless given (tests). */
  getClient?: (
    chainId: number,
  ) => Pick<PublicClient, 'waitForTransactionReceipt'> | null
}

/**
 * Follows one sent transaction to its real outcome, through replacements
 * (same nonce, higher fee) and cancellations, and writes it to the history.
 */
export async function trackActivityEntry({
  config,
  chainId,
  account,
  hash,
  quoteId = null,
  actions,
  onSettled,
  getClient = (id) =>
    (getPublicClient(config, { chainId: id }) as PublicClient | undefined) ??
    null,
}: TrackActivityEntryParameters): Promise<void> {
  const client = getClient(chainId)
  if (!client) throw new Error(`No RPC for network ${chainId}.`)
  let isCancelled = false
  const receipt = await client.waitForTransactionReceipt({
    hash,
    onReplaced: (replacement) => {
      const replacementHash = replacement.transaction.hash
      actions.swapReplaced(account, hash, replacementHash)
      if (replacement.reason === 'cancelled') {
        isCancelled = true
        actions.swapSettled(account, hash, { status: 'cancelled' })
      }
    },
  })
  if (isCancelled) return
  const status = receipt.status === 'success' ? 'confirmed' : 'reverted'
  actions.swapSettled(account, hash, { status })
  try {
    onSettled?.({
      quoteId,
      chainId,
      hash,
      settledHash: receipt.transactionHash,
      status,
    })
  } catch {
    // The history is written; whoever listens must not undo that.
  }
}
