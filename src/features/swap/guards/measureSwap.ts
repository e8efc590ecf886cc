// Measures what the exact transaction would move, on the chain's own
// evidence and without the router's ABI: the service's `dstAmount`,
// `minAmountOut` and its own simulation all come from the party that built
// the transaction. Three paths, in order:
//  A. eth_simulateV1 with validation (simulateSwapBalances);
//  B. where the node has no eth_simulateV1 ("method not found"), one
//     eth_call with a state override that runs a probe as the payer
//     (callSwapProbe);
//  C. where neither can run, a refusal: no unverified swap is ever signed.
// A network failure (no answer, HTTP error, timeout, a node over its rate
// limit) is thrown, not a verdict: the flow says so and the person may try
// again. The probe itself is generated/swapProbe.ts, from
// probe/SwapProbe.sol.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  BaseError,
  decodeErrorResult,
  decodeFunctionResult,
  ExecutionRevertedError,
  encodeFunctionData,
  FeeCapTooHighError,
  FeeCapTooLowError,
  type Hex,
  HttpRequestError,
  hexToBytes,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  isAddressEqual,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  maxUint96,
  ResourceUnavailableRpcError,
  size,
  slice,
  TimeoutError,
  TipAboveFeeCapError,
} from 'viem'
import { swapProbeAbi, swapProbeDeployedBytecode } from './generated/swapProbe'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SwapBalances,
  type SwapFeeFields,
  type SwapMeasurement,
} from './types'

// What both paths share ------------------------------------------------
// The addresses the probe and its caller borrow, the fee fields, and how
// balances and reverts read.

/**
 * A balance for the probe's caller, overridden: enough for any gas at any
 * fee the fee bounds let through, far from anything real.
 */
const PROBE_CALLER_BALANCE_WEI = maxUint96

/** An address none of `taken` uses, counted up from `base`. */
function pickFreeAddress(base: bigint, taken: readonly Address[]) {
  let value = base
  const toAddress = (n: bigint) =>
    `0x${n.toString(16).padStart(40, '0')}` as Address
  while (taken.some((address) => isAddressEqual(address, toAddress(value)))) {
    value += 1n
  }
  return toAddress(value)
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

/** The most the payer may pay per gas: gasPrice, else maxFeePerGas. */
const maxFeePerGasOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas

/** The fee fields as viem's call and simulateBlocks take them. */
const feeRequestOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees
    ? ({ type: 'legacy', gasPrice: fees.gasPrice } as const)
    : ({
        type: 'eip1559',
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      } as const)

/** A revert's data in words: Error(string), Panic, or the custom selector. */
function describeRevert(data: Hex | undefined, i18n: I18n): string {
  if (!data || data === '0x') return i18n._(msg`it reverts without a reason`)
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    const detail = String(args?.[0])
    if (errorName === 'Error') return i18n._(msg`it reverts: ${detail}`)
    if (errorName === 'Panic') return i18n._(msg`it panics (code ${detail})`)
  } catch {
    // A custom error of a contract whose ABI the app does not know.
  }
  if (size(data) < 4) return i18n._(msg`it reverts`)
  const selector = slice(data, 0, 4)
  return i18n._(msg`it reverts with error ${selector}`)
}

const refuseSimulation = (reason: string, i18n: I18n): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: i18n._(
    msg`Our own simulation of this exact transaction fails: ${reason}. Nothing was sent to your wallet.`,
  ),
})

// Path A: eth_simulateV1 -----------------------------------------------
// One eth_simulateV1 call, in validation mode (the simulated block
// has its real base fee, the payer's nonce and funds are checked as for a
// real transaction), holding three transactions: the probe's balance
// reading (placed by a state override at a free address and called from a
// free account whose balance is overridden), the exact swap from the payer
// with its own gas, value and fee fields, and the reading again. Without
// validation and fee fields a contract would read base fee and gas price 0
// and could tell the simulation from the real thing.

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
async function simulateSwapBalances(
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

// Path B: the probe at the payer's address ------------------------------
// For a node without eth_simulateV1: one eth_call with a state
// override that gives the payer's address the probe's code. The call goes
// to the payer's address, so the probe runs as the payer: it reads the
// balances, calls the router with the exact calldata, value and gas
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
async function callSwapProbe(
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

// Path A, else B, else C ----------------------------------------------

type MeasureSwapReturnType =
  | { ok: true; measurement: SwapMeasurement }
  | GuardFailure

const cannotSimulate = (i18n: I18n): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: i18n._(
    msg`Your network's node cannot simulate this swap, so it cannot be checked; nothing was sent to your wallet.`,
  ),
})

const isAnyOf = (error: unknown, test: (inner: Error) => boolean) =>
  error instanceof BaseError &&
  error.walk((inner) => inner instanceof Error && test(inner)) !== null

function isMethodMissing(error: unknown): boolean {
  return isAnyOf(
    error,
    (inner) =>
      inner instanceof MethodNotFoundRpcError ||
      inner instanceof MethodNotSupportedRpcError ||
      /eth_simulateV1.*(not (found|supported|available)|does not exist)|method not found/i.test(
        inner.message,
      ),
  )
}

/** No answer from the node, or not now: not a verdict on the transaction. */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true
  if (isMethodMissing(error)) return false
  const transient = [
    HttpRequestError,
    TimeoutError,
    LimitExceededRpcError,
    ResourceUnavailableRpcError,
  ]
  return isAnyOf(error, (inner) =>
    transient.some((kind) => inner instanceof kind),
  )
}

/**
 * The node refused the probe's call for the transaction's own sake: a
 * revert or its fee fields. (Short of funds, the probe's caller can only be
 * because the node ignored the balance override: it cannot simulate.)
 */
function isProbeRefused(error: unknown): boolean {
  if (isAnyOf(error, (inner) => inner instanceof InsufficientFundsError)) {
    return false
  }
  const refusals = [
    ExecutionRevertedError,
    FeeCapTooHighError,
    FeeCapTooLowError,
    IntrinsicGasTooHighError,
    IntrinsicGasTooLowError,
    TipAboveFeeCapError,
  ]
  return isAnyOf(error, (inner) =>
    refusals.some((refusal) => inner instanceof refusal),
  )
}

function reasonOf(error: unknown, i18n: I18n): string {
  if (!(error instanceof BaseError)) return String(error)
  const reverted = error.walk(
    (inner) => inner instanceof ExecutionRevertedError,
  )
  if (reverted) {
    const found = error.walk(
      (inner) => typeof (inner as { data?: unknown }).data === 'string',
    ) as { data?: `0x${string}` } | null
    return describeRevert(found?.data, i18n)
  }
  return error.shortMessage.replace(/\.$/, '')
}

const measured = (
  result: SwapMeasurement | GuardFailure,
): MeasureSwapReturnType =>
  'method' in result ? { ok: true, measurement: result } : result

async function measureWithProbe(
  parameters: MeasureSwapParameters,
): Promise<MeasureSwapReturnType> {
  const i18n = guardI18n(parameters)
  try {
    const result = await callSwapProbe(parameters)
    if (result === null) return cannotSimulate(i18n)
    return measured(result)
  } catch (error) {
    if (isTransportFailure(error)) throw error
    if (isProbeRefused(error)) {
      return refuseSimulation(reasonOf(error, i18n), i18n)
    }
    return cannotSimulate(i18n)
  }
}

/** Path A, else B, else C; see the header. */
export async function measureSwap(
  parameters: MeasureSwapParameters,
): Promise<MeasureSwapReturnType> {
  try {
    return measured(await simulateSwapBalances(parameters))
  } catch (error) {
    if (isMethodMissing(error)) return measureWithProbe(parameters)
    if (isTransportFailure(error)) throw error
    const i18n = guardI18n(parameters)
    return refuseSimulation(reasonOf(error, i18n), i18n)
  }
}
