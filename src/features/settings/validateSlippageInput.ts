import { MAX_SLIPPAGE_PERCENT } from '../../../schema/constants'
import { normaliseNumberText } from '../../lib/normaliseNumberText'

export { MAX_SLIPPAGE_PERCENT }
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const
export const DEFAULT_SLIPPAGE_PERCENT = '0.5'
/** Below this a small price move makes the swap revert. */
export const LOW_SLIPPAGE_PERCENT = 0.05
/** Above this a sandwich bot can take the difference. */
export const HIGH_SLIPPAGE_PERCENT = 5

export type SlippageWarning = 'may-fail' | 'may-be-front-run'

/** Why a typed slippage is refused; SlippageField words each. */
export type SlippageProblem =
  | 'empty'
  | 'negative'
  | 'not-a-number'
  | 'too-many-decimals'
  | 'too-high'

type ValidateSlippageInputReturnType =
  | { status: 'valid'; percent: string; warning: SlippageWarning | null }
  | { status: 'invalid'; problem: SlippageProblem }

export function getSlippageWarning(percent: string): SlippageWarning | null {
  const value = Number(percent)
  if (value < LOW_SLIPPAGE_PERCENT) return 'may-fail'
  if (value > HIGH_SLIPPAGE_PERCENT) return 'may-be-front-run'
  return null
}

function normalise(integer: string, fraction: string) {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0'
  const decimals = fraction.replace(/0+$/, '')
  return decimals ? `${whole}.${decimals}` : whole
}

/**
 * Custom slippage as typed: a percent from 0 to 50 with at most 4 decimals
 * (the service's bounds), with a decimal point or a decimal comma (a
 * percentage of at most 50 has no thousands to separate, so a comma can
 * only be a decimal one), or the Arabic decimal separator, with "%" or the
 * Arabic "٪"; full-width and Arabic-Indic digits read as typed ("０．５",
 * "٠٫٥", normaliseNumberText).
 * Valid input is normalised to the form the API takes ("00,50" → "0.5").
 */
export function validateSlippageInput(
  text: string,
): ValidateSlippageInputReturnType {
  const trimmed = normaliseNumberText(text)
  if (!trimmed) return { status: 'invalid', problem: 'empty' }
  if (trimmed.startsWith('-')) return { status: 'invalid', problem: 'negative' }
  const match = /^(\d*)(?:[.,٫](\d*))?\s?[%٪]?$/.exec(trimmed)
  if (!match || !/\d/.test(trimmed)) {
    return { status: 'invalid', problem: 'not-a-number' }
  }
  const [, integer = '', fraction = ''] = match
  if (fraction.length > 4) {
    return { status: 'invalid', problem: 'too-many-decimals' }
  }
  const percent = normalise(integer, fraction)
  if (Number(percent) > MAX_SLIPPAGE_PERCENT) {
    return { status: 'invalid', problem: 'too-high' }
  }
  return { status: 'valid', percent, warning: getSlippageWarning(percent) }
}
