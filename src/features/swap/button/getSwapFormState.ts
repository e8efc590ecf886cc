import type { ChainStatus } from '../../chains'
import type { ParsedAmountInput } from '../amount/parseAmountInput'

export type SwapFormInput = {
  form: {
    hasSellToken: boolean
    hasBuyToken: boolean
    amountStatus: ParsedAmountInput['status']
  }
  wallet: {
    status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
    chainId: number | null
  }
  chain: { id: number; status: ChainStatus } | null
  quote: {
    status: 'idle' | 'loading' | 'ready' | 'stale' | 'error' | 'rate-limited'
    isNoRoute: boolean
    issueCodes: readonly string[]
  }
  /** The wallet's balance of the sell token is known to be too low. */
  isBalanceInsufficient: boolean
}

export type SwapFormState =
  | 'select-chain'
  | 'chain-disabled'
  | 'select-sell-token'
  | 'select-buy-token'
  | 'enter-amount'
  | 'invalid-amount'
  | 'no-route'
  | 'connect-wallet'
  | 'connecting'
  | 'wrong-chain'
  | 'insufficient-balance'
  | 'rate-limited'
  | 'quote-failed'
  | 'quote-loading'
  | 'insufficient-gas'
  | 'review-with-approval'
  | 'review'

/**
 * What the person can do now, from the form, the wallet, the chain and the
 * quote. Pure: the button's label and action come from a table keyed on it.
 */
export function getSwapFormState({
  form,
  wallet,
  chain,
  quote,
  isBalanceInsufficient,
}: SwapFormInput): SwapFormState {
  if (!chain) return 'select-chain'
  if (chain.status === 'DISABLED') return 'chain-disabled'
  if (!form.hasSellToken) return 'select-sell-token'
  if (!form.hasBuyToken) return 'select-buy-token'
  if (form.amountStatus === 'invalid') return 'invalid-amount'
  if (form.amountStatus !== 'valid') return 'enter-amount'
  if (quote.status === 'error' && quote.isNoRoute) return 'no-route'
  if (wallet.status === 'connecting' || wallet.status === 'reconnecting') {
    return 'connecting'
  }
  if (wallet.status !== 'connected') return 'connect-wallet'
  if (wallet.chainId !== chain.id) return 'wrong-chain'
  if (isBalanceInsufficient) return 'insufficient-balance'
  if (quote.status === 'rate-limited') return 'rate-limited'
  if (quote.status === 'error') return 'quote-failed'
  if (quote.status !== 'ready') return 'quote-loading'
  if (quote.issueCodes.includes('INSUFFICIENT_BALANCE')) {
    return 'insufficient-balance'
  }
  if (quote.issueCodes.includes('INSUFFICIENT_GAS_BALANCE')) {
    return 'insufficient-gas'
  }
  if (quote.issueCodes.includes('INSUFFICIENT_ALLOWANCE')) {
    return 'review-with-approval'
  }
  return 'review'
}
