import {
  type Address,
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import type { PartnerQuoteResponse } from '../../../schema/partner'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type { DevAccountIndex } from '../../devAccounts'
import { routerAbi } from '../../generated/contracts'
import type { RunningDevnet } from '../../startDevnet'

type ExecuteQuoteParameters = {
  devnet: RunningDevnet
  account: DevAccountIndex
  tx: Pick<
    PartnerQuoteResponse['tx'],
    'to' | 'data' | 'value' | 'gas' | 'type' | 'gasPrice'
  > & { maxFeePerGas?: string; maxPriorityFeePerGas?: string }
  /** Token whose balance at `recipient` is measured (sentinel for native). */
  buyToken: Address
  recipient: Address
}

type ExecuteQuoteReturnType = {
  receipt: TransactionReceipt
  /** The recipient's balance change. */
  received: bigint
  /** `amountOut` of the router's Swap event, when it succeeded. */
  swapEventAmountOut: bigint | null
}

/** Signs and sends a quote's transaction exactly as returned. */
export async function executeQuote({
  devnet,
  account,
  tx,
  buyToken,
  recipient,
}: ExecuteQuoteParameters): Promise<ExecuteQuoteReturnType> {
  const wallet = devnet.walletClientFor(account)
  const balanceOf = () =>
    isAddressEqual(buyToken, NATIVE_TOKEN_ADDRESS)
      ? devnet.publicClient.getBalance({ address: recipient })
      : devnet.publicClient.readContract({
          address: buyToken,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [recipient],
        })
  const before = await balanceOf()
  const common = {
    to: tx.to,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
  }
  const hash =
    tx.type === 'legacy' || tx.maxFeePerGas === undefined
      ? await wallet.sendTransaction({
          ...common,
          type: 'legacy',
          gasPrice: BigInt(tx.gasPrice),
        })
      : await wallet.sendTransaction({
          ...common,
          type: 'eip1559',
          maxFeePerGas: BigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? '0'),
        })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  const after = await balanceOf()
  const [event] = parseEventLogs({
    abi: routerAbi,
    eventName: 'Swap',
    logs: receipt.logs,
  })
  return {
    receipt,
    received: after - before,
    swapEventAmountOut: event ? event.args.amountOut : null,
  }
}
