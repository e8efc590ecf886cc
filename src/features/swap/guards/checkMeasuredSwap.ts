// Holds the measured swap to its bounds, whatever the router and whatever
// its calldata says: what would leave the payer is the amount shown and a
// network fee, nothing more. The fee first (checkFees): the fee fields and
// gas limit the service put in the transaction, bounded by the chain's own
// figures. Then the balances (checkSwapMeasurement): both sides of the
// simulated swap, held to what the person sees.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Address, formatGwei, isAddressEqual, parseGwei } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createFormatters } from '../../../lib/format'
import {
  type GuardFailure,
  type GuardWords,
  guardI18n,
  type SwapMeasurement,
} from './types'

// The fee ----------------------------------------------------------------
// A service or proxy could inflate the priority fee (paid to the block
// builder, lost to the person), the maximum fee (money the wallet must hold
// and may spend when the base fee rises) or the gas limit. A fee beyond its
// bound is refused, and so is a gas limit no block can hold; a gas limit
// out of line with our own measurement is dropped so the wallet estimates
// it instead.

export type CheckFeesParameters = GuardWords & {
  /** The fee fields and gas limit the wallet would sign. */
  tx: {
    gas: bigint
    gasPrice?: bigint | undefined
    maxFeePerGas?: bigint | undefined
    maxPriorityFeePerGas?: bigint | undefined
  }
  /** The chain's own figures, read at the latest block. */
  network: {
    /** null on chains without EIP-1559. */
    baseFeePerGas: bigint | null
    /** eth_maxPriorityFeePerGas; null when the node has none. */
    maxPriorityFeePerGas: bigint | null
    /** eth_gasPrice. */
    gasPrice: bigint
    /** The latest block's gas limit. */
    blockGasLimit: bigint
  }
  /** Gas used in our own measurement; null when it could not be measured. */
  simulatedGas: bigint | null
}

type FeesVerdict =
  | { status: 'ok' }
  | { status: 'use-wallet-estimate'; reason: string }
  | ({ status: 'refuse' } & GuardFailure)

/**
 * The tip may be twice what the node suggests (its suggestion moves between
 * the quote and our read), and never needs to be held below 1 gwei: where a
 * chain suggests almost nothing, a service paying 1 gwei to be mined costs
 * the person cents at swap gas, while a bound at the suggestion itself
 * would refuseFees honest quotes.
 */
const PRIORITY_FEE_MULTIPLE = 2n
const PRIORITY_FEE_FLOOR = parseGwei('1')
/**
 * The maximum fee may cover the base fee tripling: it falls at most 12.5 %
 * a block, so a quote a few blocks old still passes, while a fee many times
 * the market is refused.
 */
const BASE_FEE_MULTIPLE = 3n
/** A legacy gas price may be twice the node's eth_gasPrice. */
const GAS_PRICE_MULTIPLE = 2n
const GAS_SIMULATED_MULTIPLE = 2n

/** Wei in gwei, every digit kept, with the language's decimal mark. */
function gwei(wei: bigint, i18n: I18n) {
  const parts = new Intl.NumberFormat(i18n.locale).formatToParts(1.5)
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const amount = formatGwei(wei).replace('.', decimal)
  return i18n._(msg`${amount} gwei`)
}

function refuseFees(reason: string, i18n: I18n): FeesVerdict {
  const message = i18n._(msg`${reason} Nothing was sent to your wallet.`)
  return { status: 'refuse', ok: false, check: 'fees', message }
}

/** The first fee field beyond its bound, in words; null when none is. */
function findFeeBeyondBound(
  { tx, network }: CheckFeesParameters,
  i18n: I18n,
): string | null {
  const g = (wei: bigint) => gwei(wei, i18n)
  const suggestedTip = network.maxPriorityFeePerGas ?? 0n
  const tipByMultiple = PRIORITY_FEE_MULTIPLE * suggestedTip
  const allowedTip =
    tipByMultiple > PRIORITY_FEE_FLOOR ? tipByMultiple : PRIORITY_FEE_FLOOR
  const gasPriceCeiling = GAS_PRICE_MULTIPLE * network.gasPrice
  const { baseFeePerGas } = network
  if (tx.maxFeePerGas !== undefined) {
    const ceiling =
      baseFeePerGas === null
        ? gasPriceCeiling
        : BASE_FEE_MULTIPLE * baseFeePerGas + allowedTip
    if (tx.maxFeePerGas > ceiling) {
      const offered = g(tx.maxFeePerGas)
      const bound = g(ceiling)
      const multiple = String(
        baseFeePerGas === null ? GAS_PRICE_MULTIPLE : BASE_FEE_MULTIPLE,
      )
      return baseFeePerGas === null
        ? i18n._(
            msg`The transaction offers a maximum fee of ${offered} per gas, more than ${multiple} × the network's current gas price (${bound}).`,
          )
        : i18n._(
            msg`The transaction offers a maximum fee of ${offered} per gas, more than ${multiple} × the network's current base fee plus the priority fee it allows (${bound}).`,
          )
    }
  }
  const tip = tx.maxPriorityFeePerGas
  if (tip !== undefined && tip > allowedTip) {
    const offered = g(tip)
    const suggested = g(suggestedTip)
    const allowed = g(allowedTip)
    return i18n._(
      msg`The transaction offers a priority fee of ${offered} per gas; the network suggests ${suggested}, and more than ${allowed} is refused.`,
    )
  }
  if (tx.gasPrice !== undefined && tx.gasPrice > gasPriceCeiling) {
    const offered = g(tx.gasPrice)
    const multiple = String(GAS_PRICE_MULTIPLE)
    const bound = g(gasPriceCeiling)
    return i18n._(
      msg`The transaction offers a gas price of ${offered}, more than ${multiple} × the network's current gas price (${bound}).`,
    )
  }
  return null
}

/** ok | use-wallet-estimate (gas limit) | refuseFees (fees, gas limit). */
export function checkFees(parameters: CheckFeesParameters): FeesVerdict {
  const { tx, network, simulatedGas } = parameters
  const i18n = guardI18n(parameters)
  const feeBeyondBound = findFeeBeyondBound(parameters, i18n)
  if (feeBeyondBound) return refuseFees(feeBeyondBound, i18n)
  // Gas units are written as the node gives them, digits only.
  const gas = String(tx.gas)
  if (tx.gas > network.blockGasLimit) {
    const blockGas = String(network.blockGasLimit)
    return refuseFees(
      i18n._(
        msg`The transaction asks for a gas limit of ${gas}, more than a whole block of this network holds (${blockGas}).`,
      ),
      i18n,
    )
  }
  if (simulatedGas === null) return { status: 'ok' }
  const simulated = String(simulatedGas)
  if (tx.gas > GAS_SIMULATED_MULTIPLE * simulatedGas) {
    const multiple = String(GAS_SIMULATED_MULTIPLE)
    return {
      status: 'use-wallet-estimate',
      reason: i18n._(
        msg`The quote's gas limit (${gas}) is more than ${multiple} × what our simulation used (${simulated}); your wallet estimates it instead.`,
      ),
    }
  }
  if (tx.gas < simulatedGas) {
    return {
      status: 'use-wallet-estimate',
      reason: i18n._(
        msg`The quote's gas limit (${gas}) is below what our simulation used (${simulated}); your wallet estimates it instead.`,
      ),
    }
  }
  return { status: 'ok' }
}

// The balances -------------------------------------------------------------
// A service that bends calldata it knows we cannot decode (another
// recipient, three times the amount under an old unlimited allowance)
// shows up here as balances that moved the wrong way. Fees are the only
// thing allowed to leave beyond the amount shown.

type TokenUnit = { address: Address; symbol: string; decimals: number }

export type CheckSwapMeasurementParameters = GuardWords & {
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

type BalancesVerdict = { ok: true; receivedWei: bigint } | GuardFailure

/** Amounts in the language of `i18n`, with their symbol or without. */
function amountWriter(i18n: I18n) {
  const format = createFormatters(i18n.locale)
  const number = (wei: bigint, unit: { decimals: number }) =>
    format.tokenAmount(wei, unit.decimals)
  const amountOf = (wei: bigint, unit: { symbol: string; decimals: number }) =>
    `${number(wei, unit)} ${unit.symbol}`
  return { number, amountOf }
}

const refuseBalances = (
  check: 'output' | 'debit',
  reason: string,
  i18n: I18n,
): GuardFailure => ({
  ok: false,
  check,
  message: i18n._(msg`${reason} Nothing was sent to your wallet.`),
})

/** What left the payer beyond what it may: the first such thing, or null. */
function findExcessDebit(
  { measurement, expected, nativeCurrency }: CheckSwapMeasurementParameters,
  i18n: I18n,
): GuardFailure | null {
  const { number, amountOf } = amountWriter(i18n)
  const { before, after, feeAllowanceWei } = measurement
  const { sellToken, buyToken, amountWei } = expected
  const isNativeSell = isAddressEqual(sellToken.address, NATIVE_TOKEN_ADDRESS)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const isSelf = isAddressEqual(expected.payer, expected.recipient)
  const sellDebitWei = before.payerSellWei - after.payerSellWei
  if (!isNativeSell && sellDebitWei > amountWei) {
    const taken = amountOf(sellDebitWei, sellToken)
    const swapped = number(amountWei, sellToken)
    return refuseBalances(
      'debit',
      i18n._(
        msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
      ),
      i18n,
    )
  }
  const nativeDebitWei = before.payerNativeWei - after.payerNativeWei
  const allowedNativeWei = (isNativeSell ? amountWei : 0n) + feeAllowanceWei
  if (nativeDebitWei > allowedNativeWei) {
    const taken = amountOf(nativeDebitWei, nativeCurrency)
    const fee = amountOf(feeAllowanceWei, nativeCurrency)
    const hasFee = feeAllowanceWei > 0n
    const swapped = number(amountWei, nativeCurrency)
    const symbol = sellToken.symbol
    const reason = isNativeSell
      ? hasFee
        ? i18n._(
            msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping plus at most ${fee} in network fees.`,
          )
        : i18n._(
            msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
          )
      : hasFee
        ? i18n._(
            msg`Simulated, this swap would also take ${taken} from your wallet, more than its network fee can cost (at most ${fee}).`,
          )
        : i18n._(
            msg`Simulated, this swap would also take ${taken} from your wallet, which a swap of ${symbol} does not need.`,
          )
    return refuseBalances('debit', reason, i18n)
  }
  const payerBuyChangeWei = after.payerBuyWei - before.payerBuyWei
  if (!isSelf && !isNativeBuy && payerBuyChangeWei < 0n) {
    const taken = amountOf(-payerBuyChangeWei, buyToken)
    return refuseBalances(
      'debit',
      i18n._(
        msg`Simulated, this swap would also take ${taken} from your wallet.`,
      ),
      i18n,
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
): BalancesVerdict {
  const { measurement, expected, floorWei, quoteMinimumWei } = parameters
  const { buyToken, payer, recipient } = expected
  const i18n = guardI18n(parameters)
  const { amountOf } = amountWriter(i18n)
  const floor = amountOf(floorWei, buyToken)
  if (quoteMinimumWei !== null && quoteMinimumWei < floorWei) {
    const minimum = amountOf(quoteMinimumWei, buyToken)
    return refuseBalances(
      'output',
      i18n._(
        msg`The quote's own minimum (${minimum}) is below its amount reduced by your slippage (${floor}).`,
      ),
      i18n,
    )
  }
  const excess = findExcessDebit(parameters, i18n)
  if (excess) return excess
  const { before, after, feePaidWei } = measurement
  const isSelf = isAddressEqual(payer, recipient)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const receivedWei =
    after.recipientBuyWei -
    before.recipientBuyWei +
    (isSelf && isNativeBuy ? feePaidWei : 0n)
  if (receivedWei < floorWei) {
    const received = amountOf(receivedWei, buyToken)
    return refuseBalances(
      'output',
      isSelf
        ? i18n._(
            msg`Simulated, you would receive ${received}, less than the ${floor} the quote promises after your slippage.`,
          )
        : i18n._(
            msg`Simulated, the recipient (${recipient}) would receive ${received}, less than the ${floor} the quote promises after your slippage.`,
          ),
      i18n,
    )
  }
  return { ok: true, receivedWei }
}
