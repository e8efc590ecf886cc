// Runs calls as one atomic batch from a dev account, the way the devnet's
// wallets do for `wallet_sendCalls`: the account delegates to the batch
// executor (EIP-7702, authorization signed by itself) and sends itself one
// type-4 transaction calling `execute(calls)`.
import type { Address, Hash, Hex } from 'viem'
import { batchExecutorAddress } from '../deterministic.ts'
import type { DevAccountIndex } from '../devAccounts.ts'
import { batchExecutorAbi } from '../generated/contracts.ts'
import type { RunningDevnet } from '../startDevnet.ts'

export type BatchCall = { target: Address; value?: bigint; data?: Hex }

type ExecuteBatchParameters = {
  devnet: RunningDevnet
  accountIndex: DevAccountIndex
  calls: readonly BatchCall[]
  /** Fixed gas sends a batch that will revert (no estimate to refuse it). */
  gas?: bigint
}

export async function executeBatch({
  devnet,
  accountIndex,
  calls,
  gas,
}: ExecuteBatchParameters): Promise<Hash> {
  const wallet = devnet.walletClientFor(accountIndex)
  const authorization = await wallet.signAuthorization({
    contractAddress: batchExecutorAddress,
    executor: 'self',
  })
  return wallet.writeContract({
    address: wallet.account.address,
    abi: batchExecutorAbi,
    functionName: 'execute',
    args: [
      calls.map(({ target, value, data }) => ({
        target,
        value: value ?? 0n,
        data: data ?? '0x',
      })),
    ],
    authorizationList: [authorization],
    gas,
  })
}
