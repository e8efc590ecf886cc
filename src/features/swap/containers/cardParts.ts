// What the card shows only in some states, in one chunk off the first load
// (SwapCard.tsx): the quote's status line and details (once an amount is
// typed), the chain's status banner (a degraded or paused network), the
// wrong-network prompt (a wallet on another chain), the wallet's notice
// (its relay down, its session ended, its account switched), the notes on
// an old token list or old USD prices, a token whose decimals cannot be
// computed with, and a token list that could not be loaded; the words of
// a graded price impact and its tick (loaded before any quote shows); the
// quote's details worked out (rate, minimum, impact, gas); what
// the reviewed router table says of the chain (the table and its check stay
// off the first load: signing waits for the flow's own check, pinRouter.ts,
// and for the acknowledgement kept in the store, not for this notice).
export { ChainStatusBanner, RouterVerificationNotice } from '../../chains'
export { WalletNotice, WrongChainPrompt } from '../../wallet'
export { PriceImpactConfirmation } from '../components/PriceImpactConfirmation'
export { QuoteStatusLine } from '../components/QuoteStatusLine'
export { SharedReadNote } from '../components/SharedReadNote'
export { TokenListError } from '../components/TokenListError'
export { UnusableTokenNotice } from '../components/UnusableTokenNotice'
export { describePriceImpact } from '../view/describePriceImpact'
export { gateByImpact } from '../view/gateByImpact'
export { toQuoteDetails } from '../view/toQuoteDetails'
export { QuoteDetailsPart } from './QuoteDetailsPart'
