import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isolate } from '../../../lib/i18n/isolate'

/**
 * A route's steps (symbols, pools) in words, in order: "WETH, then DAI,
 * then USDC". Each step is isolated (FSI…PDI): a symbol written right to
 * left keeps its place in a left-to-right sentence and the other way round.
 * One message per link, so each language words "then" its own way.
 */
export function joinRouteSteps(steps: readonly string[], i18n: I18n) {
  const [first, ...rest] = steps.map(isolate)
  return rest.reduce(
    (route, step) => i18n._(msg`${route}, then ${step}`),
    first ?? '',
  )
}
