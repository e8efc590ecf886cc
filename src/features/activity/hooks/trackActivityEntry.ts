import type { Address, Hash, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import type { ActivityActions, ActivitySettlement } from '../store/types'
import { followTransaction } from './followTransaction'

type TrackActivityEntryParameters = {
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
 * A swap left pending by an earlier page, followed to its real outcome
 * (through replacements) and written to the history.
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
  const receipt = await followTransaction({ client, account, hash, actions })
  if (!receipt) return
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
