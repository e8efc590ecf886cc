// The quote's transaction goes to the registry's router, on the registry's
// chain, and asks approval for nothing else: a quote answer tampered on
// its way (another `tx.to`, another approval target) never reaches a
// signature.
import { msg } from '@lingui/core/macro'
import { isAddressEqual } from 'viem'
import {
  fail,
  type GuardResult,
  guardI18n,
  type QuoteCheckParameters,
} from './types'

export function checkRouterAddress(
  parameters: QuoteCheckParameters,
): GuardResult {
  const { quote, registryChain } = parameters
  const i18n = guardI18n(parameters)
  const quoteChain = String(quote.chainId)
  const routerChain = String(registryChain.chainId)
  const router = registryChain.routerAddress
  if (quote.chainId !== registryChain.chainId) {
    return fail(
      'router',
      i18n._(
        msg`The quote is for network ${quoteChain}, but the router was looked up for network ${routerChain}.`,
      ),
    )
  }
  if (!isAddressEqual(quote.tx.to, registryChain.routerAddress)) {
    const to = quote.tx.to
    return fail(
      'router',
      i18n._(
        msg`The swap transaction is addressed to ${to}, not to the swap router registered for this network (${router}). Nothing was sent to your wallet.`,
      ),
    )
  }
  const target = quote.allowanceTarget?.address
  if (target && !isAddressEqual(target, registryChain.routerAddress)) {
    return fail(
      'spender',
      i18n._(
        msg`The quote asks to approve ${target}, not the swap router registered for this network (${router}).`,
      ),
    )
  }
  return { ok: true }
}
