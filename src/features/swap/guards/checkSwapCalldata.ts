// Guards the signed bytes, not the JSON beside them: a service or proxy can
// keep the quote's metadata consistent with the screen while the calldata
// pays another recipient or accepts any output. Where the reviewed router
// table knows the swap ABI, the calldata is decoded and held to the screen.
import {
  type Abi,
  type Address,
  decodeFunctionData,
  type Hex,
  isAddressEqual,
  zeroAddress,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import type { GuardFailure } from './types'

export type CheckSwapCalldataParameters = {
  tx: { data: Hex; value: string }
  /** The pinned router's swap ABI; null when the table knows none. */
  swapAbi: Abi | null
  /** What the person sees on screen. */
  expected: {
    sellToken: Address
    buyToken: Address
    amountWei: bigint
    payer: Address
    recipient: Address
    slippagePercent: string
  }
  /** The quote's `dstAmount`: the minimum is bounded from it. */
  dstAmountWei: bigint
}

export type CheckSwapCalldataReturnType =
  | { ok: true; isDecoded: true }
  | { ok: true; isDecoded: false; note: string }
  | GuardFailure

export const UNDECODED_CALLDATA_NOTE = 'calldata could not be decoded'

type DecodedSwap = {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut: bigint
  recipient: Address
}

function decodeSwap(abi: Abi, data: Hex): DecodedSwap | null {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data })
    if (functionName !== 'swap' || !args || args.length < 5) return null
    const [tokenIn, tokenOut, amountIn, minAmountOut, recipient] = args
    if (typeof amountIn !== 'bigint' || typeof minAmountOut !== 'bigint') {
      return null
    }
    return {
      tokenIn: tokenIn as Address,
      tokenOut: tokenOut as Address,
      amountIn,
      minAmountOut,
      recipient: recipient as Address,
    }
  } catch {
    return null
  }
}

const refuse = (message: string): GuardFailure => ({
  ok: false,
  check: 'calldata',
  message: `${message} Nothing was sent to your wallet.`,
})

/**
 * Decodes the router call and compares tokens (the native sentinel stands for
 * the native token), amount, minimum out and recipient with the screen. A
 * router without a known ABI is not refused here: the caller shows the note.
 */
export function checkSwapCalldata({
  tx,
  swapAbi,
  expected,
  dstAmountWei,
}: CheckSwapCalldataParameters): CheckSwapCalldataReturnType {
  const decoded = swapAbi ? decodeSwap(swapAbi, tx.data) : null
  if (!swapAbi) {
    return { ok: true, isDecoded: false, note: UNDECODED_CALLDATA_NOTE }
  }
  if (!decoded) {
    return refuse(
      "The transaction's data is not a call to the reviewed router's swap.",
    )
  }
  if (!isAddressEqual(decoded.tokenIn, expected.sellToken)) {
    return refuse('The transaction would sell another token than you see.')
  }
  if (!isAddressEqual(decoded.tokenOut, expected.buyToken)) {
    return refuse('The transaction would buy another token than you see.')
  }
  if (decoded.amountIn !== expected.amountWei) {
    return refuse('The transaction would sell another amount than you entered.')
  }
  const isNativeSell = isAddressEqual(expected.sellToken, NATIVE_TOKEN_ADDRESS)
  if (BigInt(tx.value) !== (isNativeSell ? expected.amountWei : 0n)) {
    return refuse(
      'The transaction would send another amount of the native token than you entered.',
    )
  }
  // The router pays msg.sender when the recipient word is zero.
  const paidTo = isAddressEqual(decoded.recipient, zeroAddress)
    ? expected.payer
    : decoded.recipient
  if (!isAddressEqual(paidTo, expected.recipient)) {
    return refuse(
      `The transaction would pay ${paidTo}, not the recipient you see (${expected.recipient}).`,
    )
  }
  const floor = getMinimumReceived({
    dstAmount: dstAmountWei,
    minAmountOut: null,
    slippagePercent: expected.slippagePercent,
  }).amount
  if (decoded.minAmountOut < floor) {
    return refuse(
      `The transaction accepts as little as ${decoded.minAmountOut} (smallest units), below the quote reduced by your slippage (${floor}).`,
    )
  }
  return { ok: true, isDecoded: true }
}
