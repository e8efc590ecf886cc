import { useMemo } from 'react'
import { useConfig, useGasPrice } from 'wagmi'
import { isStandInWagmiConfig } from '../../../lib/createStandInWagmiConfig'
import { useLocale } from '../../../lib/i18n/LocaleProvider'
import type { AppChain } from '../../chains'
import { useSettings } from '../../settings'
import {
  type AppToken,
  type TokenListQuery,
  useToken,
  useTokenBalanceReads,
  useTokenList,
} from '../../tokens'
import { useWalletAccount, type WalletAccount } from '../../wallet'
import {
  type ParsedAmountInput,
  parseAmountInput,
} from '../amount/parseAmountInput'
import type { PoolMidPrice } from '../quote/getPriceImpact'
import { useSwapForm } from '../store/SwapFormStoreProvider'
import type { SwapFormValues } from '../store/types'
import { useRouteMidPrices } from './useRouteMidPrices'
import { type SwapQuoteState, useSwapQuote } from './useSwapQuote'

const noTokens: AppToken[] = []

type UseSwapModelOptions = {
  /** The page is visible and in use: a due quote is asked by itself. */
  isRefreshAllowed?: boolean
  /** A swap flow holds the quote: only the flow asks for a new one. */
  isQuoteHeld?: boolean
}

/** What the swap card shows, read from every source it depends on. */
export type SwapModel = {
  form: SwapFormValues
  tokenList: TokenListQuery
  /** From the list, else looked up by address; null while unknown. */
  sellToken: AppToken | null
  buyToken: AppToken | null
  nativeToken: AppToken | null
  /** Raw balances; null without an account or before the read. */
  sellBalance: bigint | null
  buyBalance: bigint | null
  /** The node failed to answer for this balance. */
  isSellBalanceUnavailable: boolean
  isBuyBalanceUnavailable: boolean
  amount: ParsedAmountInput
  account: WalletAccount
  slippagePercent: string
  quote: SwapQuoteState
  gasPriceWei: bigint | null
  /** Each route pool's spot price by address; null until read. */
  midPrices: ReadonlyMap<string, PoolMidPrice> | null
}

/**
 * Everything the swap card shows, composed from the form, settings, wallet,
 * token list, balances, gas price, the quote and the pools' spot state.
 */
export function useSwapModel(
  chain: AppChain,
  { isRefreshAllowed = true, isQuoteHeld = false }: UseSwapModelOptions = {},
): SwapModel {
  const form = useSwapForm()
  const { locale } = useLocale()
  const slippagePercent = useSettings((s) => s.slippagePercent)
  const recipient = useSettings((s) => s.recipient)
  const account = useWalletAccount()
  const native = {
    nativeSymbol: chain.nativeSymbol,
    nativeName: chain.nativeName,
    nativeDecimals: chain.nativeDecimals,
  }
  const tokenList = useTokenList(chain.id, native)
  const tokens = tokenList.data ?? noTokens
  // From the list, else looked up by address: a token imported by pasting
  // its address (or restored from a link) is usable like a listed one.
  const sellToken =
    useToken({ chainId: chain.id, address: form.sellToken, ...native }).token ??
    null
  const buyToken =
    useToken({ chainId: chain.id, address: form.buyToken, ...native }).token ??
    null
  const nativeToken = tokens.find((token) => token.isNative) ?? null
  const balanceTokens = useMemo(
    () => [sellToken, buyToken].filter((t): t is AppToken => t !== null),
    [sellToken, buyToken],
  )
  const balances = useTokenBalanceReads({
    chainId: chain.id,
    account: account.address ?? undefined,
    tokens: balanceTokens,
    enabled: account.address !== null && chain.hasRpc,
  })
  const balanceOf = (token: AppToken | null) =>
    token && account.address
      ? (balances.balances.get(token.address.toLowerCase()) ?? null)
      : null
  // The node failed to answer for this balance: say so, never show 0.
  const isBalanceUnavailable = (token: AppToken | null) =>
    token !== null &&
    account.address !== null &&
    balances.failed.has(token.address.toLowerCase())
  // Decimals the app cannot compute with (a token from a link or a host's
  // options; the picker refuses such tokens): no amount, never quoted.
  const quotableSell = sellToken?.hasUnsafeDecimals ? null : sellToken
  const quotableBuy = buyToken?.hasUnsafeDecimals ? null : buyToken
  const amount: ParsedAmountInput = quotableSell
    ? parseAmountInput(form.amountText, quotableSell.decimals, locale)
    : { status: 'empty' }
  const quote = useSwapQuote({
    chainId: chain.id,
    src: quotableSell?.address ?? null,
    dst: quotableBuy?.address ?? null,
    amount: amount.status === 'valid' ? amount.amount : null,
    amountText: form.amountText,
    payer: account.address,
    recipient,
    slippagePercent,
    isEnabled: chain.status !== 'DISABLED',
    isRefreshAllowed,
    isHeld: isQuoteHeld,
  })
  // Chain reads wait for the wallet configuration's clients (WalletRoot).
  const wagmiConfig = useConfig()
  const canRead = chain.hasRpc && !isStandInWagmiConfig(wagmiConfig)
  const gasPrice = useGasPrice({
    chainId: chain.id,
    query: { enabled: canRead, staleTime: 30_000 },
  })
  const midPrices = useRouteMidPrices({
    chainId: chain.id,
    routes: quote.quote?.routes ?? null,
    isEnabled: canRead && !quote.isStale,
  })
  return {
    form,
    tokenList,
    sellToken,
    buyToken,
    nativeToken,
    sellBalance: balanceOf(sellToken),
    buyBalance: balanceOf(buyToken),
    isSellBalanceUnavailable: isBalanceUnavailable(sellToken),
    isBuyBalanceUnavailable: isBalanceUnavailable(buyToken),
    amount,
    account,
    slippagePercent,
    quote,
    gasPriceWei: gasPrice.data ?? null,
    midPrices,
  }
}
