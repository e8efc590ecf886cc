// Path B of measureSwap, for a node without eth_simulateV1: one eth_call
// with a state override that gives the payer's address the probe's code.
// The call goes to the payer's address, so the probe runs as the payer: it
// reads the balances, calls the router with the exact calldata, value and
// gas (msg.sender is the payer, whose allowances apply), reads them again
// and returns both readings with the gas the router used.
//
// The call's sender is not the payer: a sender with code is refused under
// EIP-3607 by some nodes. It is a fresh random address whose balance is
// overridden, so that it can pay for gas at the transaction's own fee
// fields, which the call carries (the router sees the real base fee and
// gas price). The payer pays no network fee here; its native balance moves
// only by what the router does. Supported wherever eth_call takes the
// state-override set as its third parameter: geth, reth, erigon,
// nethermind, anvil (checked here with anvil 1.7, which also accepts code
// at the sender).
//
// What a contract can still tell apart in this call: the payer has code
// (EXTCODESIZE) and tx.origin is not the payer. So this path clears a swap
// only where the router's calldata was decoded and its minimum checked
// (measureSwap refuses it otherwise).
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToBytes,
} from 'viem'
import { swapProbeAbi, swapProbeDeployedBytecode } from './generated/swapProbe'
import { readRevert, refuseSimulation } from './refuseSimulation'
import {
  effectiveGasPrice,
  feeRequestOf,
  maxFeePerGasOf,
  randomAddress,
} from './simulateSwap'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SwapBalances,
  type SwapMeasurement,
} from './types'

/** Gas for the probe's own work: eight balance reads and the call's cost. */
const PROBE_OVERHEAD_GAS = 400_000n

/** The probe's caller pays the call's gas at its fee fields, no more. */
const PROBE_GAS_MULTIPLE = 2n

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

const toSwapBalances = ([
  payerNativeWei,
  payerSellWei,
  payerBuyWei,
  recipientBuyWei,
]: readonly [bigint, bigint, bigint, bigint]): SwapBalances => ({
  payerNativeWei,
  payerSellWei,
  payerBuyWei,
  recipientBuyWei,
})

/**
 * The balances before and after the exact transaction, run from the payer's
 * address; null when the node ignored the override (no probe answered).
 * Throws what the node throws.
 */
export async function callSwapProbe(
  parameters: MeasureSwapParameters,
): Promise<SwapMeasurement | GuardFailure | null> {
  const { client, payer, recipient, sellToken, buyToken, tx } = parameters
  const caller = randomAddress()
  const intrinsicGas = getIntrinsicGas(tx.data)
  const routerGas = tx.gas > intrinsicGas ? tx.gas - intrinsicGas : 0n
  // The router's share must survive the 63/64 rule after the probe's reads.
  const callGas = tx.gas + tx.gas / 63n + PROBE_OVERHEAD_GAS
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
    gas: callGas,
    ...feeRequestOf(tx.fees),
    blockTag: 'latest',
    stateOverride: [
      { address: payer, code: swapProbeDeployedBytecode },
      {
        address: caller,
        balance: PROBE_GAS_MULTIPLE * callGas * maxFeePerGasOf(tx.fees),
      },
    ],
  })
  const measured = decodeMeasure(data)
  if (!measured) return null
  const [before, after, isSuccess, routerGasUsed, returnData] = measured
  if (!isSuccess) {
    const i18n = guardI18n(parameters)
    return refuseSimulation(
      { kind: 'reverted', revert: readRevert(returnData) },
      i18n,
    )
  }
  return {
    method: 'eth_call',
    before: toSwapBalances(before),
    after: toSwapBalances(after),
    feePaidWei: 0n,
    feeAllowanceWei: 0n,
    gasUsed: routerGasUsed + intrinsicGas,
    // No block is simulated here: at most the maximum fee per gas.
    effectiveGasPriceWei: effectiveGasPrice(tx.fees, null),
    simulation: null,
  }
}
