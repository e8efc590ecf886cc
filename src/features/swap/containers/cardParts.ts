// What the card shows only in some states, in one chunk off the first load
// (LazyCardParts.tsx): the quote's status line and details (once an amount
// is typed), the chain's status banner (a degraded or paused network) and
// the wrong-network prompt (a wallet on another chain) and the wallet's
// notice (its relay down, its session ended, its account switched).
export { ChainStatusBanner } from '../../chains'
export { WalletNotice, WrongChainPrompt } from '../../wallet'
export { QuoteStatusLine } from '../components/QuoteStatusLine'
export { QuoteDetailsView } from './QuoteDetailsView'
