// Where the reviewed router table knows the swap ABI, the calldata is
// decoded and held to the screen and to the quote's validity: the signed
// bytes, not the JSON beside them. Calldata that, behind metadata
// consistent with the screen, pays another recipient, accepts any output,
// stays valid long after the quote (a far deadline) or carries bytes the
// decoded call does not show never reaches a signature.
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import {
  type Abi,
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  size,
  zeroAddress,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { capValidForSeconds } from '../api/getExecutableQuoteQueryOptions'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import type { GuardFailure, GuardWords } from './types'
import { guardI18n } from './types'

export type CheckSwapCalldataParameters = GuardWords & {
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
  /** The quote's `validForSeconds` (capped here): bounds the deadline. */
  validForSeconds: number
  nowMs: number
}

export type CalldataCheck =
  | { ok: true; isDecoded: true }
  | { ok: true; isDecoded: false; note: string }
  | GuardFailure

/** The note shown when the router's swap ABI is not known. */
export const UNDECODED_CALLDATA_NOTE = msg`calldata could not be decoded`

/**
 * How far this device's clock may drift from the service's and the chain's,
 * either way: the deadline may lie this much beyond the quote's validity,
 * or this much before now (a clock running ahead; the chain, which checks
 * the deadline itself, is simulated afterwards and refuses a deadline
 * truly past).
 */
const CLOCK_SKEW_ALLOWANCE_SECONDS = 60

type DecodedSwap = {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut: bigint
  recipient: Address
  deadline: bigint
  /** The same call encoded canonically: the bytes a decoder reads. */
  canonicalData: Hex
}

function decodeSwap(abi: Abi, data: Hex): DecodedSwap | null {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data })
    if (functionName !== 'swap' || !args || args.length < 6) return null
    const [tokenIn, tokenOut, amountIn, minAmountOut, recipient, deadline] =
      args
    if (
      typeof amountIn !== 'bigint' ||
      typeof minAmountOut !== 'bigint' ||
      typeof deadline !== 'bigint'
    ) {
      return null
    }
    return {
      tokenIn: tokenIn as Address,
      tokenOut: tokenOut as Address,
      amountIn,
      minAmountOut,
      recipient: recipient as Address,
      deadline,
      canonicalData: encodeFunctionData({ abi, functionName, args }),
    }
  } catch {
    return null
  }
}

const refuse = (reason: string, i18n: I18n): GuardFailure => ({
  ok: false,
  check: 'calldata',
  message: i18n._(msg`${reason} Nothing was sent to your wallet.`),
})

/** Bytes beyond the arguments, and a deadline outside the quote's life. */
function checkEncodingAndDeadline(
  decoded: DecodedSwap,
  { tx, validForSeconds, nowMs }: CheckSwapCalldataParameters,
  i18n: I18n,
): GuardFailure | null {
  if (decoded.canonicalData !== tx.data.toLowerCase()) {
    const extra = size(tx.data) - size(decoded.canonicalData)
    const isTrailing =
      extra > 0 && tx.data.toLowerCase().startsWith(decoded.canonicalData)
    return refuse(
      isTrailing
        ? i18n._(
            msg`${plural(extra, {
              one: "The transaction's data carries # byte after the swap's arguments, which the screen cannot show.",
              other:
                "The transaction's data carries # bytes after the swap's arguments, which the screen cannot show.",
            })}`,
          )
        : i18n._(
            msg`The transaction's data is not encoded the way the reviewed router's swap is.`,
          ),
      i18n,
    )
  }
  const nowSeconds = BigInt(Math.floor(nowMs / 1000))
  const skewSeconds = BigInt(CLOCK_SKEW_ALLOWANCE_SECONDS)
  if (decoded.deadline < nowSeconds - skewSeconds) {
    return refuse(
      i18n._(msg`The transaction's deadline has already passed.`),
      i18n,
    )
  }
  const validSeconds = capValidForSeconds(validForSeconds)
  const latest = nowSeconds + BigInt(validSeconds) + skewSeconds
  if (decoded.deadline > latest) {
    const late = String(decoded.deadline - nowSeconds)
    const valid = String(validSeconds)
    return refuse(
      i18n._(
        msg`The transaction stays valid for ${late} s, longer than the quote (${valid} s).`,
      ),
      i18n,
    )
  }
  return null
}

/**
 * Decodes the router call and compares tokens (the native sentinel stands for
 * the native token), amount, minimum out and recipient with the screen, the
 * deadline with the quote's validity, and refuses bytes the decoded call does
 * not account for. A router without a known ABI is not refused here: the
 * caller shows the note.
 */
export function checkSwapCalldata(
  parameters: CheckSwapCalldataParameters,
): CalldataCheck {
  const { tx, swapAbi, expected, dstAmountWei } = parameters
  const i18n = guardI18n(parameters)
  const decoded = swapAbi ? decodeSwap(swapAbi, tx.data) : null
  if (!swapAbi) {
    const note = i18n._(UNDECODED_CALLDATA_NOTE)
    return { ok: true, isDecoded: false, note }
  }
  if (!decoded) {
    return refuse(
      i18n._(
        msg`The transaction's data is not a call to the reviewed router's swap.`,
      ),
      i18n,
    )
  }
  const encodingOrDeadline = checkEncodingAndDeadline(decoded, parameters, i18n)
  if (encodingOrDeadline) return encodingOrDeadline
  if (!isAddressEqual(decoded.tokenIn, expected.sellToken)) {
    return refuse(
      i18n._(msg`The transaction would sell another token than you see.`),
      i18n,
    )
  }
  if (!isAddressEqual(decoded.tokenOut, expected.buyToken)) {
    return refuse(
      i18n._(msg`The transaction would buy another token than you see.`),
      i18n,
    )
  }
  if (decoded.amountIn !== expected.amountWei) {
    return refuse(
      i18n._(msg`The transaction would sell another amount than you entered.`),
      i18n,
    )
  }
  const isNativeSell = isAddressEqual(expected.sellToken, NATIVE_TOKEN_ADDRESS)
  if (BigInt(tx.value) !== (isNativeSell ? expected.amountWei : 0n)) {
    return refuse(
      i18n._(
        msg`The transaction would send another amount of the native token than you entered.`,
      ),
      i18n,
    )
  }
  // The router pays msg.sender when the recipient word is zero.
  const paidTo = isAddressEqual(decoded.recipient, zeroAddress)
    ? expected.payer
    : decoded.recipient
  if (!isAddressEqual(paidTo, expected.recipient)) {
    const shown = expected.recipient
    return refuse(
      i18n._(
        msg`The transaction would pay ${paidTo}, not the recipient you see (${shown}).`,
      ),
      i18n,
    )
  }
  const floor = getMinimumReceived({
    dstAmount: dstAmountWei,
    minAmountOut: null,
    slippagePercent: expected.slippagePercent,
  }).amount
  if (decoded.minAmountOut < floor) {
    const accepted = String(decoded.minAmountOut)
    const bound = String(floor)
    return refuse(
      i18n._(
        msg`The transaction accepts as little as ${accepted} (smallest units), below the quote reduced by your slippage (${bound}).`,
      ),
      i18n,
    )
  }
  return { ok: true, isDecoded: true }
}
