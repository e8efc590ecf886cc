import './swapScreen.css'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Formatters } from '../../../lib/format'
import { getUsdValue } from '../../../lib/getUsdValue'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { useNow } from '../../../lib/useNow'
import { usePagePresence } from '../../../lib/usePagePresence'
import type { AppChain } from '../../chains'
import { DexCompareDisclosure, useComparePanel } from '../../compare'
import { type AppToken, tokenPicker, useTokenListAge } from '../../tokens'
import { useHasWalletNotice, useWalletAccount } from '../../wallet'
import { getMaxSpendable } from '../amount/getMaxSpendable'
import { toAmountInputText } from '../amount/parseAmountInput'
import { BuyPanel } from '../components/BuyPanel'
import { FlipButton } from '../components/FlipButton'
import { SellPanel } from '../components/SellPanel'
import { TokenButton } from '../components/TokenButton'
import { useIndicativeRoute } from '../hooks/useIndicativeRoute'
import { useLazySwapFlow } from '../hooks/useLazySwapFlow'
import { usePriceImpactAcceptance } from '../hooks/usePriceImpactAcceptance'
import { type SwapModel, useSwapModel } from '../hooks/useSwapModel'
import { useSwapHost } from '../host/SwapHostProvider'
import { useReportQuote } from '../host/useReportQuote'
import { getSharedReadAges } from '../model/getSharedReadAges'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'
import type { SwapSide } from '../store/types'
import { toCardQuote } from '../view/toCardQuote'
import { toCompareQuote } from '../view/toCompareQuote'
import { toQuoteView } from '../view/toQuoteView'
import { CustomRecipientNotice } from './CustomRecipientNotice'
import { LazyLinkedTokenConfirmation } from './LazyLinkedTokenConfirmation'
import { SwapActionButton } from './SwapActionButton'
import { SwapCardHeader } from './SwapCardHeader'
import { SwapTokenPicker } from './SwapTokenPicker'

/**
 * The card's parts shown only in some states (cardParts.ts): one chunk,
 * fetched while the page is idle, before the first quote or banner needs it.
 */
const cardParts = lazyModule(() => import('./cardParts'))

/**
 * The flow's hooks (the machine, the effects, the host's swap events):
 * fetched on intent, once a wallet is connected, or when the page is idle,
 * whichever comes first (useLazySwapFlow says when).
 */
const flowDriver = lazyModule(() => import('./SwapFlowDriver'))

/** A failed load here is met again by the part that needs it. */
const preloadCardParts = () => {
  cardParts.load().catch(() => {})
}

export type SwapCardProps = {
  chain: AppChain
  chains: readonly AppChain[]
}

const balanceText = (
  token: AppToken | null,
  balance: bigint | null,
  format: Pick<Formatters, 'tokenAmount'>,
) =>
  token && !token.hasUnsafeDecimals && balance !== null
    ? `${format.tokenAmount(balance, token.decimals)} ${token.symbol}`
    : null

const tokenButtonLabels = {
  sell: msg`Token to sell`,
  buy: msg`Token to buy`,
} as const

const tokenButtonLabel = (side: SwapSide, i18n: I18n) =>
  i18n._(tokenButtonLabels[side])

function useMaxAction(model: SwapModel, chain: AppChain) {
  const { amountTyped } = useSwapFormActions()
  const { locale } = useFormatters()
  const { sellToken, sellBalance } = model
  if (!sellToken || sellToken.hasUnsafeDecimals || sellBalance === null) {
    return null
  }
  return () => {
    const max = getMaxSpendable({
      balance: sellBalance,
      isNative: sellToken.isNative,
      gasPriceWei: model.gasPriceWei,
      nativeDecimals: chain.nativeDecimals,
    })
    amountTyped(toAmountInputText(max, sellToken.decimals, locale))
  }
}

function sellUsd({ sellToken, amount }: SwapModel) {
  return sellToken && amount.status === 'valid'
    ? getUsdValue(amount.amount, sellToken.decimals, sellToken.priceUsd)
    : null
}

/** What a price impact confirmation holds for: the trade's own inputs. */
function acceptanceKey({ sellToken, buyToken, amount }: SwapModel) {
  // The card is keyed by its chain (SwapScreen), so a new network starts
  // a new card and drops the tick with it.
  return [
    sellToken?.address ?? '',
    buyToken?.address ?? '',
    amount.status === 'valid' ? amount.amount : '',
  ].join('|')
}

/** The picker's code on intent; a failure is met again when it opens. */
const preloadPicker = () => {
  tokenPicker.load().catch(() => {})
}

/** The swap form for one chain: panels, quote, button, picker. */
export function SwapCard({ chain, chains }: SwapCardProps) {
  // An idle page spends none of the shared budget: quotes are refreshed by
  // themselves only while the page is visible and in use.
  const presence = usePagePresence()
  const isRefreshAllowed = presence === 'active'
  // The flow sits above the quote: while a review is open the flow alone
  // asks for quotes, and the card shows the flow's. Its hooks arrive later
  // (the driver, mounted below); until then the flow is idle.
  const isConnected = useWalletAccount().address !== null
  const lazyFlow = useLazySwapFlow(isConnected)
  const { flow } = lazyFlow
  const driver = useLazyModule(flowDriver, lazyFlow.isWanted)
  const displayed = useSwapModel(chain, {
    isRefreshAllowed,
    isQuoteHeld: flow.state.status !== 'idle',
  })
  const impactAcceptance = usePriceImpactAcceptance(acceptanceKey(displayed))
  const model = {
    ...displayed,
    quote: toCardQuote(displayed.quote, flow.state),
  }
  const actions = useSwapFormActions()
  const [pickerSide, setPickerSide] = useState<SwapSide | null>(null)
  const nowMs = useNow(1000, model.quote.hasInputs)
  const onMax = useMaxAction(model, chain)
  const { i18n } = useLingui()
  const format = useFormatters()
  const view = toQuoteView(
    model,
    chain,
    nowMs,
    { format },
    {
      flowState: flow.state,
      isPageHidden: presence === 'hidden',
    },
  )
  const listAge = useTokenListAge(chain.id)
  const ages = getSharedReadAges({
    pricesAtMs: listAge?.pricesAtMs ?? null,
    copySavedAtMs: listAge?.copySavedAtMs ?? null,
    isListStale: model.tokenList.isError && model.tokenList.data !== undefined,
    listUpdatedAtMs: model.tokenList.dataUpdatedAt,
    hasUsdValues:
      sellUsd(model) !== null || view.buyUsd !== null || view.gasUsd !== null,
    nowMs,
  })
  const compare = useComparePanel()
  const indicativeRoute = useIndicativeRoute(model, chain, compare.isOpen)
  const { sellToken, buyToken } = model
  const host = useSwapHost()
  useReportQuote(model.quote.quote, model.quote.isStale)
  useEffect(() => runWhenIdle(preloadCardParts), [])
  const isChainDegraded = chain.status !== 'ACTIVE'
  const isWalletElsewhere =
    model.account.status === 'connected' && model.account.chainId !== chain.id
  const hasWalletNotice = useHasWalletNotice()
  const isListMissing =
    model.tokenList.isError && model.tokenList.data === undefined
  const isUnusable = Boolean(
    sellToken?.hasUnsafeDecimals || buyToken?.hasUnsafeDecimals,
  )
  const parts = useLazyModule(
    cardParts,
    isChainDegraded ||
      isWalletElsewhere ||
      hasWalletNotice ||
      isListMissing ||
      isUnusable ||
      ages.listAtMs !== null ||
      ages.pricesAtMs !== null ||
      view.status.kind !== 'idle' ||
      view.hasDetails,
  )
  const details = parts
    ? parts.toQuoteDetails(model, chain, nowMs, format, flow.state)
    : null
  const impact = parts
    ? parts.describePriceImpact(
        details?.priceImpact?.percent ?? null,
        impactAcceptance.acceptedPercent,
        i18n,
        format,
      )
    : view.hasDetails
      ? ('pending' as const)
      : null
  const tokenButton = (side: SwapSide, token: AppToken | null) => (
    <TokenButton
      token={token}
      label={tokenButtonLabel(side, i18n)}
      onClick={() => setPickerSide(side)}
      isDisabled={host.isTokenLocked}
      onIntent={preloadPicker}
    />
  )
  return (
    <div className="swap-card">
      {driver ? (
        <driver.SwapFlowDriver
          {...lazyFlow.link}
          model={displayed}
          chain={chain}
          isRefreshAllowed={isRefreshAllowed}
          isMachineWanted={isConnected}
          acceptedPriceImpactPercent={impactAcceptance.acceptedPercent}
        />
      ) : null}
      <SwapCardHeader chain={chain} chains={chains} />
      {parts && isChainDegraded ? (
        <parts.ChainStatusBanner chain={chain} />
      ) : null}
      {parts ? <parts.RouterVerificationNotice chain={chain} /> : null}
      {parts && isWalletElsewhere ? (
        <parts.WrongChainPrompt chainId={chain.id} chainName={chain.name} />
      ) : null}
      {parts && hasWalletNotice ? <parts.WalletNotice /> : null}
      {isListMissing ? (
        <p className="text-error" role="alert">
          {parts ? <parts.TokenListError chainName={chain.name} /> : null}
        </p>
      ) : null}
      {parts && ages.listAtMs !== null ? (
        <parts.SharedReadNote kind="list" atMs={ages.listAtMs} nowMs={nowMs} />
      ) : null}
      <fieldset className="swap-form-fields" disabled={flow.isLocked}>
        <SellPanel
          tokenButton={tokenButton('sell', sellToken)}
          amountText={model.form.amountText}
          onAmountChange={actions.amountTyped}
          decimals={sellToken?.decimals ?? null}
          usdValue={sellUsd(model)}
          balanceText={balanceText(sellToken, model.sellBalance, format)}
          isBalanceUnavailable={model.isSellBalanceUnavailable}
          onMax={onMax}
        />
        <FlipButton
          onFlip={actions.directionFlipped}
          isDisabled={host.isTokenLocked || (!sellToken && !buyToken)}
        />
        <BuyPanel
          tokenButton={tokenButton('buy', buyToken)}
          amountText={view.buyAmountText}
          isStale={model.quote.isStale || model.quote.isSpent}
          isLoading={model.quote.isFetching}
          isUnavailable={model.quote.error !== null}
          usdValue={view.buyUsd}
          impact={
            impact && impact !== 'pending'
              ? { grade: impact.grade, label: impact.badge }
              : null
          }
          balanceText={balanceText(buyToken, model.buyBalance, format)}
          isBalanceUnavailable={model.isBuyBalanceUnavailable}
        />
      </fieldset>
      {parts && isUnusable ? (
        <parts.UnusableTokenNotice tokens={[sellToken, buyToken]} />
      ) : null}
      {parts && ages.pricesAtMs !== null ? (
        <parts.SharedReadNote
          kind="prices"
          atMs={ages.pricesAtMs}
          nowMs={nowMs}
        />
      ) : null}
      <CustomRecipientNotice account={model.account.address ?? null} />
      {parts && view.status.kind !== 'idle' ? (
        <parts.QuoteStatusLine
          status={view.status}
          onRetry={model.quote.retry}
          isolatedValues={[sellToken?.symbol, buyToken?.symbol, chain.name]}
        />
      ) : null}
      {parts && details ? <parts.QuoteDetailsPart {...details} /> : null}
      <SwapActionButton
        model={model}
        chain={chain}
        quote={view.button}
        flow={flow}
        isPressQueued={lazyFlow.isPressQueued}
        onIntent={lazyFlow.onIntent}
        impact={impact}
        onAcceptImpact={impactAcceptance.accept}
        Confirmation={parts?.PriceImpactConfirmation ?? null}
        gateImpact={parts?.gateByImpact ?? null}
      />
      {host.hide.compare ? null : (
        <DexCompareDisclosure
          quote={toCompareQuote(
            model,
            details?.priceImpact ?? null,
            indicativeRoute,
          )}
          explorerUrl={chain.explorerUrl}
        />
      )}
      <LazyLinkedTokenConfirmation model={model} chain={chain} />
      <SwapTokenPicker
        chain={chain}
        model={model}
        side={pickerSide}
        onClose={() => setPickerSide(null)}
        canOpen={!host.isTokenLocked}
      />
    </div>
  )
}
