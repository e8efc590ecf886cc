// Path A of the measurement: one eth_simulateV1 call, in validation mode
// (the simulated block has its real base fee, the payer's nonce and funds
// are checked as for a real transaction), holding three transactions: the
// probe's balance reading (placed by a state override at a free address and
// called from a free account whose balance is overridden), the exact swap
// from the payer with its own gas, value and fee fields, and the reading
// again. Without validation and fee fields a contract would read base fee
// and gas price 0 and could tell the simulation from the real thing.
import { msg } from '@lingui/core/macro'
import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { swapProbeAbi, swapProbeDeployedBytecode } from './generated/swapProbe'
import {
  describeRevert,
  feeRequestOf,
  maxFeePerGasOf,
  PROBE_CALLER_BALANCE_WEI,
  pickFreeAddress,
  refuseSimulation,
  toSwapBalances,
} from './swapProbe'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SwapFeeFields,
  type SwapMeasurement,
} from './types'

/** Gas for one balance reading: four reads, far below this. */
const READ_GAS = 300_000n

/** What the payer pays per gas in a block with this base fee. */
function effectiveGasPrice(fees: SwapFeeFields, baseFeePerGas: bigint | null) {
  if ('gasPrice' in fees) return fees.gasPrice
  if (baseFeePerGas === null) return fees.maxFeePerGas
  const tipped = baseFeePerGas + fees.maxPriorityFeePerGas
  return tipped < fees.maxFeePerGas ? tipped : fees.maxFeePerGas
}

function buildCalls(parameters: MeasureSwapParameters, reader: Address) {
  const { payer, recipient, sellToken, buyToken, tx } = parameters
  const taken = [payer, recipient, sellToken, buyToken, tx.to, reader]
  const readerAccount = pickFreeAddress(0x5afe0000000n, taken)
  const fees = feeRequestOf(tx.fees)
  const read = {
    account: readerAccount,
    to: reader,
    data: encodeFunctionData({
      abi: swapProbeAbi,
      functionName: 'readBalances',
      args: [payer, sellToken, buyToken, recipient],
    }),
    gas: READ_GAS,
    ...fees,
  }
  const { to, data, value, gas } = tx
  const swap = { account: payer, to, data, value, gas, ...fees }
  return { readerAccount, calls: [read, swap, read] }
}

const readBalancesOf = (data: `0x${string}`) =>
  toSwapBalances(
    decodeFunctionResult({
      abi: swapProbeAbi,
      functionName: 'readBalances',
      data,
    }),
  )

/**
 * The balances before and after the exact transaction. Throws what the node
 * throws (the caller tells a missing method from other errors).
 */
export async function simulateSwapBalances(
  parameters: MeasureSwapParameters,
): Promise<SwapMeasurement | GuardFailure> {
  const { client, tx } = parameters
  const i18n = guardI18n(parameters)
  const { payer, recipient, sellToken, buyToken } = parameters
  const taken = [payer, recipient, sellToken, buyToken, tx.to]
  const reader = pickFreeAddress(0x5afe0000n, taken)
  const { readerAccount, calls } = buildCalls(parameters, reader)
  const [block] = await client.simulateBlocks({
    blockTag: 'latest',
    validation: true,
    blocks: [
      {
        stateOverrides: [
          { address: reader, code: swapProbeDeployedBytecode },
          { address: readerAccount, balance: PROBE_CALLER_BALANCE_WEI },
        ],
        calls,
      },
    ],
  })
  const [before, swap, after] = block?.calls ?? []
  if (!before || !swap || !after) {
    return refuseSimulation(
      i18n._(msg`the node answered without its result`),
      i18n,
    )
  }
  if (swap.status !== 'success')
    return refuseSimulation(describeRevert(swap.data, i18n), i18n)
  const unread = [before, after].find((read) => read.status !== 'success')
  if (unread) {
    const revert = describeRevert(unread.data, i18n)
    return refuseSimulation(
      i18n._(msg`the balances it moves could not be read (${revert})`),
      i18n,
    )
  }
  const price = effectiveGasPrice(tx.fees, block?.baseFeePerGas ?? null)
  return {
    method: 'eth_simulateV1',
    before: readBalancesOf(before.data),
    after: readBalancesOf(after.data),
    feePaidWei: swap.gasUsed * price,
    feeAllowanceWei: tx.gas * maxFeePerGasOf(tx.fees),
    gasUsed: swap.gasUsed,
  }
}
