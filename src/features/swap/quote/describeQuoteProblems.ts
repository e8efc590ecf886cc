import { formatTokenAmount } from '../../../lib/format'
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
}

function amountText(raw: string, label: TokenLabel | null) {
  if (!/^\d+$/.test(raw)) return raw
  return label
    ? `${formatTokenAmount(BigInt(raw), label.decimals)} ${label.symbol}`
    : `${raw} (raw units)`
}

const checkNames = {
  balance: (sell: string) => `your ${sell} balance`,
  allowance: (sell: string) => `whether the router may spend your ${sell}`,
  gas: (_: string, native: string) =>
    `whether you have enough ${native} for gas`,
} as const

/**
 * The executable quote's payer issues, UNKNOWN checks and incomplete
 * simulation, in words a person can act on.
 */
export function describeQuoteProblems({
  quote,
  labelOf,
  sellSymbol,
  nativeSymbol,
}: DescribeQuoteProblemsParameters): QuoteProblem[] {
  const problems: QuoteProblem[] = quote.issues.map((issue) => {
    const label = labelOf(issue.token)
    const have = amountText(issue.actual, label)
    const need = amountText(issue.expected, label)
    switch (issue.code) {
      case 'INSUFFICIENT_BALANCE':
        return {
          tone: 'warning',
          text: `Not enough ${label?.symbol ?? sellSymbol}: you have ${have}, this swap needs ${need}.`,
        }
      case 'INSUFFICIENT_ALLOWANCE':
        return {
          tone: 'info',
          text: `The router may spend ${have} of your ${label?.symbol ?? sellSymbol}; this swap needs ${need}, so it starts with an approval.`,
        }
      case 'INSUFFICIENT_GAS_BALANCE':
        return {
          tone: 'warning',
          text: `Not enough ${nativeSymbol} for gas: you have ${have}, about ${need} is needed.`,
        }
      default:
        return { tone: 'warning', text: issue.message }
    }
  })
  if (quote.validation) {
    for (const check of ['balance', 'allowance', 'gas'] as const) {
      const result = quote.validation[check]
      if (result.status !== 'UNKNOWN') continue
      const what = checkNames[check](sellSymbol, nativeSymbol)
      problems.push({
        tone: 'info',
        text: `The service could not check ${what}${result.reason ? ` (${result.reason})` : ''}. It will be checked again before you sign.`,
      })
    }
  }
  if (quote.simulationStatus && quote.simulationStatus !== 'SUCCESS') {
    problems.push({
      tone: 'info',
      text: 'The service could not fully simulate this swap. It will be simulated again before you sign.',
    })
  }
  return problems
}
