// Measures what the recipient would really receive, on the chain's own
// evidence: the service's `dstAmount`, `minAmountOut` and its simulation all
// come from the party that built the transaction. One eth_simulateV1 call
// reads the recipient's balance of the buy token, runs the exact transaction
// from the payer at the latest block, and reads the balance again.
import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
  parseAbi,
  size,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import type { GuardFailure } from './types'

export type SimulateSwapOutputParameters = {
  client: Pick<PublicClient, 'simulateCalls' | 'call'>
  payer: Address
  tx: { to: Address; data: Hex; value: string }
  buyToken: Address
  recipient: Address
  /**
   * Multicall3, for a native balance (getEthBalance); null on chains without
   * it, where a native output is only checked by eth_call.
   */
  multicall3Address: Address | null
  dstAmountWei: bigint
  /** The quote's own `minAmountOut`; null when it gives none. */
  minAmountOutWei: bigint | null
  slippagePercent: string
}

export type SimulateSwapOutputReturnType =
  | { ok: true; isVerified: true; receivedWei: bigint; gasUsed: bigint }
  | { ok: true; isVerified: false; note: string }
  | GuardFailure

export const UNVERIFIED_OUTPUT_NOTE = 'output not independently verified'

const multicall3Abi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
])

function balanceCall(parameters: SimulateSwapOutputParameters) {
  const { buyToken, recipient, multicall3Address } = parameters
  if (!isAddressEqual(buyToken, NATIVE_TOKEN_ADDRESS)) {
    return {
      to: buyToken,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    }
  }
  return multicall3Address === null
    ? null
    : {
        to: multicall3Address,
        data: encodeFunctionData({
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [recipient],
        }),
      }
}

/** A uint256 return word; null for anything else (no code, a revert). */
function readBalance(result: { status: string; data: Hex } | undefined) {
  if (result?.status !== 'success' || size(result.data) !== 32) return null
  return hexToBigInt(result.data)
}

function isMethodMissing(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const found = error.walk(
    (inner) =>
      inner instanceof MethodNotFoundRpcError ||
      inner instanceof MethodNotSupportedRpcError ||
      (inner instanceof Error &&
        /eth_simulateV1.*(not (found|supported|available)|does not exist)|method not found/i.test(
          inner.message,
        )),
  )
  return found !== null
}

const reasonOf = (error: unknown) =>
  error instanceof BaseError
    ? error.shortMessage
    : error instanceof Error
      ? error.message
      : String(error)

const refuse = (
  check: 'output' | 'simulation',
  message: string,
): GuardFailure => ({
  ok: false,
  check,
  message: `${message} Nothing was sent to your wallet.`,
})

async function fallBackToCall(
  parameters: SimulateSwapOutputParameters,
): Promise<SimulateSwapOutputReturnType> {
  const { client, payer, tx } = parameters
  try {
    await client.call({
      account: payer,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      blockTag: 'latest',
    })
    return { ok: true, isVerified: false, note: UNVERIFIED_OUTPUT_NOTE }
  } catch (error) {
    return refuse(
      'simulation',
      `Our own simulation of this exact transaction fails: ${reasonOf(error)}.`,
    )
  }
}

/**
 * Refuses when the recipient would receive less than `dstAmount` reduced by
 * the slippage, or when the quote's own minimum is below that bound. Where
 * the RPC has no eth_simulateV1, only eth_call success is checked and the
 * result says the output was not independently verified.
 */
export async function simulateSwapOutput(
  parameters: SimulateSwapOutputParameters,
): Promise<SimulateSwapOutputReturnType> {
  const { client, payer, tx, dstAmountWei, minAmountOutWei } = parameters
  const floorWei = getMinimumReceived({
    dstAmount: dstAmountWei,
    minAmountOut: null,
    slippagePercent: parameters.slippagePercent,
  }).amount
  if (minAmountOutWei !== null && minAmountOutWei < floorWei) {
    return refuse(
      'output',
      `The quote's own minimum (${minAmountOutWei}) is below its amount reduced by your slippage (${floorWei}).`,
    )
  }
  const read = balanceCall(parameters)
  if (read === null) return fallBackToCall(parameters)
  let results: Awaited<ReturnType<PublicClient['simulateCalls']>>['results']
  try {
    ;({ results } = await client.simulateCalls({
      account: payer,
      blockTag: 'latest',
      calls: [
        read,
        { to: tx.to, data: tx.data, value: BigInt(tx.value) },
        read,
      ],
    }))
  } catch (error) {
    if (isMethodMissing(error)) return fallBackToCall(parameters)
    throw error
  }
  const [before, swap, after] = results
  if (swap?.status !== 'success') {
    return refuse(
      'simulation',
      `Our own simulation of this exact transaction fails: ${reasonOf(swap?.error)}.`,
    )
  }
  const beforeWei = readBalance(before)
  const afterWei = readBalance(after)
  if (beforeWei === null || afterWei === null) {
    return refuse(
      'output',
      "The recipient's balance of the token to buy could not be read.",
    )
  }
  const receivedWei = afterWei - beforeWei
  if (receivedWei < floorWei) {
    return refuse(
      'output',
      `Simulated, the recipient would receive ${receivedWei} (smallest units), less than the quote reduced by your slippage (${floorWei}).`,
    )
  }
  return { ok: true, isVerified: true, receivedWei, gasUsed: swap.gasUsed }
}
