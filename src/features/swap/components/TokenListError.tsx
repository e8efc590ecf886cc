import { Trans } from '@lingui/react/macro'

/** The words of the card's alert when no token list could be read. */
export function TokenListError({ chainName }: { chainName: string }) {
  return <Trans>The token list for {chainName} could not be loaded.</Trans>
}
