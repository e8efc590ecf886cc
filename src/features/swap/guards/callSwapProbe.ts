// Path B of the measurement, for a node without eth_simulateV1: one eth_call
// with a state override that gives the payer's address the probe's code. The
// call goes to the payer's address, so the probe runs as the payer: it reads
// the balances, calls the router with the exact calldata, value and gas
// (msg.sender is the payer, whose allowances apply), reads them again and
// returns both readings with the gas the router used.
//
// The call's sender is not the payer: a sender with code is refused under
// EIP-3607 by some nodes. It is a free address whose balance is overridden
// too, so that it can pay for gas at the transaction's own fee fields, which
// the call carries (the router sees the real base fee and gas price). The
// payer pays no network fee here; its native balance moves only by what the
// router does. Supported wherever eth_call takes the state-override set as
// its third parameter: geth, reth, erigon, nethermind, anvil (checked here
// with anvil 1.7, which also accepts code at the sender).
//
// What a contract can still tell apart in this call: the payer has code
// (EXTCODESIZE) and tx.origin is not the payer. A router that behaves
// differently for those is held back only by its pinned code hash.
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToBytes,
} from 'viem'
import { swapProbeAbi, swapProbeDeployedBytecode } from './generated/swapProbe'
import {
  describeRevert,
  feeRequestOf,
  PROBE_CALLER_BALANCE_WEI,
  pickFreeAddress,
  refuseSimulation,
  toSwapBalances,
} from './swapProbe'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SwapMeasurement,
} from './types'

/** Gas for the probe's own work: eight balance reads and the call's cost. */
const PROBE_OVERHEAD_GAS = 400_000n

/** What a transaction pays before its first opcode (no access list). */
function getIntrinsicGas(data: Hex): bigint {
  let gas = 21_000n
  for (const byte of hexToBytes(data)) gas += byte === 0 ? 4n : 16n
  return gas
}

function decodeMeasure(data: Hex | undefined) {
  if (!data || data === '0x') return null
  try {
    return decodeFunctionResult({
      abi: swapProbeAbi,
      functionName: 'measure',
      data,
    })
  } catch {
    return null
  }
}

/**
 * The balances before and after the exact transaction, run from the payer's
 * address; null when the node ignored the override (no probe answered).
 * Throws what the node throws.
 */
export async function callSwapProbe(
  parameters: MeasureSwapParameters,
): Promise<SwapMeasurement | GuardFailure | null> {
  const { client, payer, recipient, sellToken, buyToken, tx } = parameters
  const taken = [payer, recipient, sellToken, buyToken, tx.to]
  const caller = pickFreeAddress(0x5afe0000000n, taken)
  const intrinsicGas = getIntrinsicGas(tx.data)
  const routerGas = tx.gas > intrinsicGas ? tx.gas - intrinsicGas : 0n
  const { data } = await client.call({
    account: caller,
    to: payer,
    data: encodeFunctionData({
      abi: swapProbeAbi,
      functionName: 'measure',
      args: [
        tx.to,
        tx.data,
        tx.value,
        routerGas,
        sellToken,
        buyToken,
        recipient,
      ],
    }),
    // The router's share must survive the 63/64 rule after the probe's reads.
    gas: tx.gas + tx.gas / 63n + PROBE_OVERHEAD_GAS,
    ...feeRequestOf(tx.fees),
    blockTag: 'latest',
    stateOverride: [
      { address: payer, code: swapProbeDeployedBytecode },
      { address: caller, balance: PROBE_CALLER_BALANCE_WEI },
    ],
  })
  const measured = decodeMeasure(data)
  if (!measured) return null
  const [before, after, isSuccess, routerGasUsed, returnData] = measured
  if (!isSuccess) {
    const i18n = guardI18n(parameters)
    return refuseSimulation(describeRevert(returnData, i18n), i18n)
  }
  return {
    method: 'eth_call',
    before: toSwapBalances(before),
    after: toSwapBalances(after),
    feePaidWei: 0n,
    feeAllowanceWei: 0n,
    gasUsed: routerGasUsed + intrinsicGas,
  }
}
