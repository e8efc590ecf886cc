// zod's settings before any schema is built.
import './configureZod'
import { z } from 'zod/mini'
import { MAX_SLIPPAGE_PERCENT } from './constants'
import { specMessages } from './messages'

export { MAX_SLIPPAGE_PERCENT }

const slippagePattern = /^(0|[1-9][0-9]{0,2})(\.[0-9]{1,4})?$/
const malformed =
  'slippage must be a number from 0 to 50 with at most 4 decimal places'

/** Percent, 0 to 50, at most 4 decimals; kept as the string that was sent. */
export const slippageQuerySchema = z.string({ error: malformed }).check(
  z.regex(slippagePattern, { error: malformed }),
  z.refine((value) => Number(value) <= MAX_SLIPPAGE_PERCENT, {
    error: specMessages.slippageTooHigh,
  }),
)
