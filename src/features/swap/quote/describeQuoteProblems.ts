import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Formatters } from '../../../lib/format'
import type { Quote } from '../api/types'

export type TokenLabel = { symbol: string; decimals: number }

export type QuoteProblem = {
  tone: 'warning' | 'info'
  text: string
}

export type DescribeQuoteProblemsParameters = {
  quote: Pick<Quote, 'issues' | 'validation' | 'simulationStatus'>
  /** Symbol and decimals of a token address the quote mentions. */
  labelOf: (address: string) => TokenLabel | null
  sellSymbol: string
  nativeSymbol: string
  /** The language the problems are worded in, and its numbers. */
  i18n: I18n
  format: Pick<Formatters, 'tokenAmount'>
}

function amountText(
  raw: string,
  label: TokenLabel | null,
  { i18n, format }: Pick<DescribeQuoteProblemsParameters, 'i18n' | 'format'>,
) {
  if (!/^\d+$/.test(raw)) return raw
  return label
    ? `${format.tokenAmount(BigInt(raw), label.decimals)} ${label.symbol}`
    : i18n._(msg`${raw} (raw units)`)
}

/** Why a check could not be done, worded whole (the reason is optional). */
function uncheckedText(
  check: 'balance' | 'allowance' | 'gas',
  sell: string,
  native: string,
  reason: string | undefined,
  i18n: I18n,
) {
  switch (check) {
    case 'balance':
      return reason
        ? i18n._(
            msg`The service could not check your ${sell} balance (${reason}). It will be checked again before you sign.`,
          )
        : i18n._(
            msg`The service could not check your ${sell} balance. It will be checked again before you sign.`,
          )
    case 'allowance':
      return reason
        ? i18n._(
            msg`The service could not check whether the router may spend your ${sell} (${reason}). It will be checked again before you sign.`,
          )
        : i18n._(
            msg`The service could not check whether the router may spend your ${sell}. It will be checked again before you sign.`,
          )
    case 'gas':
      return reason
        ? i18n._(
            msg`The service could not check whether you have enough ${native} for gas (${reason}). It will be checked again before you sign.`,
          )
        : i18n._(
            msg`The service could not check whether you have enough ${native} for gas. It will be checked again before you sign.`,
          )
  }
}

/**
 * The executable quote's payer issues, UNKNOWN checks and incomplete
 * simulation, in words a person can act on.
 */
export function describeQuoteProblems({
  quote,
  labelOf,
  sellSymbol,
  nativeSymbol,
  i18n,
  format,
}: DescribeQuoteProblemsParameters): QuoteProblem[] {
  const words = { i18n, format }
  const problems: QuoteProblem[] = quote.issues.map((issue) => {
    const label = labelOf(issue.token)
    const have = amountText(issue.actual, label, words)
    const need = amountText(issue.expected, label, words)
    const symbol = label?.symbol ?? sellSymbol
    switch (issue.code) {
      case 'INSUFFICIENT_BALANCE':
        return {
          tone: 'warning',
          text: i18n._(
            msg`Not enough ${symbol}: you have ${have}, this swap needs ${need}.`,
          ),
        }
      case 'INSUFFICIENT_ALLOWANCE':
        return {
          tone: 'info',
          text: i18n._(
            msg`The router may spend ${have} of your ${symbol}; this swap needs ${need}, so it starts with an approval.`,
          ),
        }
      case 'INSUFFICIENT_GAS_BALANCE':
        return {
          tone: 'warning',
          text: i18n._(
            msg`Not enough ${nativeSymbol} for gas: you have ${have}, about ${need} is needed.`,
          ),
        }
      default:
        return { tone: 'warning', text: issue.message }
    }
  })
  if (quote.validation) {
    for (const check of ['balance', 'allowance', 'gas'] as const) {
      const result = quote.validation[check]
      if (result.status !== 'UNKNOWN') continue
      problems.push({
        tone: 'info',
        text: uncheckedText(
          check,
          sellSymbol,
          nativeSymbol,
          result.reason,
          i18n,
        ),
      })
    }
  }
  // A swap that starts with an approval cannot be simulated before it: the
  // service's incomplete simulation is then the expected order of things
  // (the checks before signing are a step of the review), not news.
  const awaitsApproval = quote.issues.some(
    (issue) => issue.code === 'INSUFFICIENT_ALLOWANCE',
  )
  if (
    quote.simulationStatus &&
    quote.simulationStatus !== 'SUCCESS' &&
    !awaitsApproval
  ) {
    problems.push({
      tone: 'info',
      text: i18n._(
        msg`The service could not fully simulate this swap. It will be simulated again before you sign.`,
      ),
    })
  }
  return problems
}
