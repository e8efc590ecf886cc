// A taxed token whose measured gain falls below the floor (the quote less
// the person's slippage): the refusal names the tax and what would let the
// swap through, instead of a bare shortfall. The floor itself stays where
// it was: what the person saw as the minimum is what the chain enforces.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFormatters } from '../../../lib/format'
import type { TokenRisk } from './types'

type DescribeTaxShortfallParameters = {
  i18n: I18n
  risk: Extract<TokenRisk, { kind: 'taxed' }>
  buyToken: { symbol: string; decimals: number }
  slippagePercent: string
}

export function describeTaxShortfall({
  i18n,
  risk,
  buyToken,
  slippagePercent,
}: DescribeTaxShortfallParameters): string {
  const format = createFormatters(i18n.locale)
  const amountOf = (wei: bigint) =>
    `${format.tokenAmount(wei, buyToken.decimals)} ${buyToken.symbol}`
  const tax = format.percent(risk.taxBps / 100, 1)
  const received = amountOf(risk.receivedWei)
  const quoted = amountOf(risk.quotedWei)
  const slippage = format.percent(Number(slippagePercent))
  // The tax plus the slippage the person chose, rounded up to a tenth.
  const neededPercent =
    Math.ceil((risk.taxBps / 100 + Number(slippagePercent)) * 10) / 10
  const needed = format.percent(neededPercent, 1)
  return i18n._(
    msg`This token takes ${tax} on every transfer: you would receive about ${received}, not ${quoted}, below what your slippage (${slippage}) allows. To buy it, set your slippage to at least ${needed}. Nothing was sent to your wallet.`,
  )
}
