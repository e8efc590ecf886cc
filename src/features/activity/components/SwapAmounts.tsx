import { Trans } from '@lingui/react/macro'
import { ArrowIcon } from '../../../ui/icons/ArrowIcon'

export type SwapAmountsProps = {
  /** In the language on screen. */
  sold: string
  sellSymbol: string
  /** Null when nothing says what arrived (a receipt that did not tell). */
  bought: string | null
  buySymbol: string
}

/**
 * "25 DAI → 24.92 USDC" as one message, so a language orders it its own
 * way: the arrow an icon (mirrored right to left), every symbol isolated
 * in <bdi> (a symbol in another script must not reorder the sentence).
 */
export function SwapAmounts({
  sold,
  sellSymbol,
  bought,
  buySymbol,
}: SwapAmountsProps) {
  return bought === null ? (
    <Trans comment="A swap: amount sold and its token's symbol, an arrow, the symbol of the token bought">
      {sold} <bdi>{sellSymbol}</bdi> <ArrowIcon /> <bdi>{buySymbol}</bdi>
    </Trans>
  ) : (
    <Trans comment="A swap: amount sold and its token's symbol, an arrow, amount bought and its token's symbol">
      {sold} <bdi>{sellSymbol}</bdi> <ArrowIcon /> {bought}{' '}
      <bdi>{buySymbol}</bdi>
    </Trans>
  )
}
