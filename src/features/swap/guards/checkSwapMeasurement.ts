// Holds both sides of the simulated swap to what the person sees, whatever
// the router and whatever its calldata says: a service that bends calldata it
// knows we cannot decode (another recipient, three times the amount under an
// old unlimited allowance) shows up here as balances that moved the wrong
// way. Fees are the only thing allowed to leave beyond the amount shown.
import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { formatTokenAmount } from '../../../lib/format'
import type { GuardFailure, SwapMeasurement } from './types'

type TokenUnit = { address: Address; symbol: string; decimals: number }

export type CheckSwapMeasurementParameters = {
  measurement: SwapMeasurement
  /** What the person sees on screen. */
  expected: {
    sellToken: TokenUnit
    buyToken: TokenUnit
    amountWei: bigint
    payer: Address
    recipient: Address
  }
  nativeCurrency: { symbol: string; decimals: number }
  /** The quote's amount reduced by the slippage: the floor on screen. */
  floorWei: bigint
  /** The quote's own `minAmountOut`; null when it gives none. */
  quoteMinimumWei: bigint | null
}

type CheckSwapMeasurementReturnType =
  | { ok: true; receivedWei: bigint }
  | GuardFailure

const amountOf = (wei: bigint, unit: { symbol: string; decimals: number }) =>
  `${formatTokenAmount(wei, unit.decimals)} ${unit.symbol}`

const refuse = (check: 'output' | 'debit', message: string): GuardFailure => ({
  ok: false,
  check,
  message: `${message} Nothing was sent to your wallet.`,
})

/** What left the payer beyond what it may: the first such thing, or null. */
function findExcessDebit({
  measurement,
  expected,
  nativeCurrency,
}: CheckSwapMeasurementParameters): GuardFailure | null {
  const { before, after, feeAllowanceWei } = measurement
  const { sellToken, buyToken, amountWei } = expected
  const isNativeSell = isAddressEqual(sellToken.address, NATIVE_TOKEN_ADDRESS)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const isSelf = isAddressEqual(expected.payer, expected.recipient)
  const sellDebitWei = before.payerSellWei - after.payerSellWei
  if (!isNativeSell && sellDebitWei > amountWei) {
    return refuse(
      'debit',
      `Simulated, this swap would take ${amountOf(sellDebitWei, sellToken)} from your wallet, not the ${formatTokenAmount(amountWei, sellToken.decimals)} you are swapping.`,
    )
  }
  const nativeDebitWei = before.payerNativeWei - after.payerNativeWei
  const allowedNativeWei = (isNativeSell ? amountWei : 0n) + feeAllowanceWei
  if (nativeDebitWei > allowedNativeWei) {
    const taken = amountOf(nativeDebitWei, nativeCurrency)
    const fee = amountOf(feeAllowanceWei, nativeCurrency)
    const hasFee = feeAllowanceWei > 0n
    return refuse(
      'debit',
      isNativeSell
        ? `Simulated, this swap would take ${taken} from your wallet, not the ${formatTokenAmount(amountWei, nativeCurrency.decimals)} you are swapping${hasFee ? ` plus at most ${fee} in network fees` : ''}.`
        : `Simulated, this swap would also take ${taken} from your wallet, ${hasFee ? `more than its network fee can cost (at most ${fee})` : `which a swap of ${sellToken.symbol} does not need`}.`,
    )
  }
  const payerBuyChangeWei = after.payerBuyWei - before.payerBuyWei
  if (!isSelf && !isNativeBuy && payerBuyChangeWei < 0n) {
    return refuse(
      'debit',
      `Simulated, this swap would also take ${amountOf(-payerBuyChangeWei, buyToken)} from your wallet.`,
    )
  }
  return null
}

/**
 * Refuses when anything of the payer's that the app can name (sell token,
 * buy token, native coin) leaves beyond the amount shown plus the network
 * fee, or when the recipient's credit falls below the floor on screen.
 * Returns the recipient's credit, fees added back where the recipient is the
 * payer receiving the native coin.
 */
export function checkSwapMeasurement(
  parameters: CheckSwapMeasurementParameters,
): CheckSwapMeasurementReturnType {
  const { measurement, expected, floorWei, quoteMinimumWei } = parameters
  const { buyToken, payer, recipient } = expected
  if (quoteMinimumWei !== null && quoteMinimumWei < floorWei) {
    return refuse(
      'output',
      `The quote's own minimum (${amountOf(quoteMinimumWei, buyToken)}) is below its amount reduced by your slippage (${amountOf(floorWei, buyToken)}).`,
    )
  }
  const excess = findExcessDebit(parameters)
  if (excess) return excess
  const { before, after, feePaidWei } = measurement
  const isSelf = isAddressEqual(payer, recipient)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const receivedWei =
    after.recipientBuyWei -
    before.recipientBuyWei +
    (isSelf && isNativeBuy ? feePaidWei : 0n)
  if (receivedWei < floorWei) {
    const who = isSelf ? 'you' : `the recipient (${recipient})`
    return refuse(
      'output',
      `Simulated, ${who} would receive ${amountOf(receivedWei, buyToken)}, less than the ${amountOf(floorWei, buyToken)} the quote promises after your slippage.`,
    )
  }
  return { ok: true, receivedWei }
}
