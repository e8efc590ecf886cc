import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import type { ActivityActions } from '../store/types'

export type TrackActivityEntryParameters = {
  config: Config
  chainId: number
  account: Address
  hash: Hash
  actions: Pick<ActivityActions, 'swapReplaced' | 'swapSettled'>
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
  actions,
}: TrackActivityEntryParameters): Promise<void> {
  const client = getPublicClient(config, { chainId })
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
  actions.swapSettled(account, hash, {
    status: receipt.status === 'success' ? 'confirmed' : 'reverted',
  })
}
