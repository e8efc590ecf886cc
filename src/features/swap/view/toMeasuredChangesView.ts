import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Address, isAddressEqual, maxUint256 } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { Formatters } from '../../../lib/format'
import { getUsdValue } from '../../../lib/getUsdValue'
import type {
  MeasuredChangesProps,
  MeasuredProtection,
} from '../components/MeasuredChanges'
import type { SwapProtection, SwapReview, SwapState } from '../lifecycle/types'

/** A token the measured changes may name. */
export type MeasuredToken = {
  address: Address
  symbol: string
  decimals: number
}

/** What the view names the measured tokens and the network fee with. */
export type MeasuredChangesContext = {
  /** The swap's tokens as the card knows them (sell, buy, listed coin). */
  tokens: readonly MeasuredToken[]
  /** The chain's coin, which pays the network fee, and its USD price. */
  native: { symbol: string; decimals: number; priceUsd: number | null }
}

/** The language the view is worded in, and its numbers. */
export type MeasuredChangesWords = {
  i18n: I18n
  format: Pick<Formatters, 'tokenAmount' | 'percent'>
}

const protectionWords: Record<SwapProtection, MessageDescriptor> = {
  'on-chain': msg`Floor enforced on chain`,
  'decoded-minimum': msg`Minimum checked by the router (decoded)`,
  'simulation-only': msg`Checked by simulation only`,
}

/**
 * An allowance this large is what an unlimited approval leaves: the swap's
 * debit does not make it any less unlimited.
 */
const UNLIMITED_ALLOWANCE_WEI = maxUint256 / 2n

/** What the checks' verdict left on the state, while signing and after. */
function reviewOf(state: SwapState): SwapReview | null {
  switch (state.status) {
    case 'accepting-simulation-only':
    case 'accepting-token-risk':
    case 'signing':
      return { protection: state.protection, measured: state.measured }
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return state.review
    default:
      return null
  }
}

/**
 * The review's measured changes, from the app's own simulation: what leaves
 * the payer, what the recipient gains, the allowance left to the router,
 * the network fee, and which protection holds the minimum. Null before the
 * checks have cleared the swap.
 */
export function toMeasuredChangesView(
  state: SwapState,
  { tokens, native }: MeasuredChangesContext,
  { i18n, format }: MeasuredChangesWords,
): MeasuredChangesProps | null {
  const review = reviewOf(state)
  if (!review || !('quote' in state)) return null
  const { measured, protection } = review
  const { sellToken, buyToken } = state.quote.response
  const amountText = (address: Address, wei: bigint) => {
    if (isAddressEqual(address, NATIVE_TOKEN_ADDRESS)) {
      return `${format.tokenAmount(wei, native.decimals)} ${native.symbol}`
    }
    const token = tokens.find((t) => isAddressEqual(t.address, address))
    if (token) {
      return `${format.tokenAmount(wei, token.decimals)} ${token.symbol}`
    }
    const units = String(wei)
    return i18n._(msg`${units} smallest units of ${address}`)
  }
  const { allowanceLeftWei, tokenRisk } = measured
  const percentOf = (bps: number) => format.percent(bps / 100, 1)
  const buyTax =
    tokenRisk?.kind === 'taxed' ? percentOf(tokenRisk.buyTaxBps) : ''
  const sellTax =
    tokenRisk?.kind === 'taxed' ? percentOf(tokenRisk.sellTaxBps) : ''
  return {
    protection: {
      kind: protection,
      text: i18n._(protectionWords[protection]),
    } satisfies MeasuredProtection,
    payerOutflows: measured.payerOutflows.map(({ token, amountWei }) =>
      amountText(token, amountWei),
    ),
    recipientGainText: amountText(buyToken, measured.recipientGainWei),
    tokenRiskText:
      tokenRisk === null
        ? null
        : tokenRisk.kind !== 'taxed'
          ? i18n._(msg`Cannot be sold by anyone but its owner`)
          : tokenRisk.buyTaxBps > 0
            ? i18n._(msg`Takes ${buyTax} when bought, ${sellTax} when sold`)
            : i18n._(msg`Takes ${sellTax} when sold`),
    allowanceLeftText:
      allowanceLeftWei === null
        ? null
        : allowanceLeftWei >= UNLIMITED_ALLOWANCE_WEI
          ? i18n._(msg`Unlimited`)
          : amountText(sellToken, allowanceLeftWei),
    networkFee: {
      nativeText: `${format.tokenAmount(measured.networkFeeWei, native.decimals)} ${native.symbol}`,
      usd: getUsdValue(
        measured.networkFeeWei,
        native.decimals,
        native.priceUsd,
      ),
    },
  }
}
