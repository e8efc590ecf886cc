import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export type RouteStepsTextProps = { steps: readonly string[] }

/**
 * A route's steps (symbols, pools) in words, in order: "WETH, then DAI,
 * then USDC". Each step sits in a <bdi>, so a symbol written right to left
 * keeps its place in a left-to-right sentence and the other way round;
 * markup, not FSI…PDI marks, since the words are text on the page. One
 * message per link, so each language words "then" its own way.
 */
export function RouteStepsText({ steps }: RouteStepsTextProps) {
  const [first, ...rest] = steps
  if (first === undefined) return null
  let route: ReactNode = <bdi>{first}</bdi>
  for (const step of rest) {
    // Each link wraps the route so far (the value is read when the element
    // is made, before the next reassignment).
    route = (
      <Trans>
        {route}, then <bdi>{step}</bdi>
      </Trans>
    )
  }
  return route
}
