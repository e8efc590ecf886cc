import './swapScreen.css'
import { Suspense, useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { formatTokenAmount } from '../../../lib/format'
import { getUsdValue } from '../../../lib/getUsdValue'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { useNow } from '../../../lib/useNow'
import { usePagePresence } from '../../../lib/usePagePresence'
import { type AppChain, RouterVerificationNotice } from '../../chains'
import { DexCompareDisclosure, useComparePanel } from '../../compare'
import {
  type AppToken,
  preloadTokenPickerDialog,
  useTokenListAge,
} from '../../tokens'
import { useHasWalletNotice } from '../../wallet'
import { getMaxSpendable } from '../amount/getMaxSpendable'
import { BuyPanel } from '../components/BuyPanel'
import { FlipButton } from '../components/FlipButton'
import { SellPanel } from '../components/SellPanel'
import { TokenButton } from '../components/TokenButton'
import { UnusableTokenNotice } from '../components/UnusableTokenNotice'
import { useIndicativeRoute } from '../hooks/useIndicativeRoute'
import { type SwapModel, useSwapModel } from '../hooks/useSwapModel'
import { useSwapHost } from '../host/SwapHostProvider'
import { useReportQuote } from '../host/useReportQuote'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'
import type { SwapSide } from '../store/types'
import { CustomRecipientNotice } from './CustomRecipientNotice'
import {
  LazyChainStatusBanner,
  LazyQuoteDetails,
  LazyQuoteStatusLine,
  LazyWalletNotice,
  LazyWrongChainPrompt,
  preloadCardParts,
} from './LazyCardParts'
import { LinkedTokenConfirmation } from './LinkedTokenConfirmation'
import { SwapActionButton } from './SwapActionButton'
import { SwapCardHeader } from './SwapCardHeader'
import { SwapTokenPicker } from './SwapTokenPicker'
import { toCompareQuote } from './toCompareQuote'
import { toQuoteView } from './toQuoteView'
import { toSharedReadNotes } from './toSharedReadNotes'
import { useSwapCardFlow } from './useSwapCardFlow'

export type SwapCardProps = {
  chain: AppChain
  chains: readonly AppChain[]
}

const balanceText = (token: AppToken | null, balance: bigint | null) =>
  token && !token.hasUnsafeDecimals && balance !== null
    ? `${formatTokenAmount(balance, token.decimals)} ${token.symbol}`
    : null

function useMaxAction(model: SwapModel, chain: AppChain) {
  const { amountTyped } = useSwapFormActions()
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
    amountTyped(formatUnits(max, sellToken.decimals))
  }
}

function sellUsd({ sellToken, amount }: SwapModel) {
  return sellToken && amount.status === 'valid'
    ? getUsdValue(amount.amount, sellToken.decimals, sellToken.priceUsd)
    : null
}

/** The swap form for one chain: panels, quote, button, picker. */
export function SwapCard({ chain, chains }: SwapCardProps) {
  // An idle page spends none of the shared budget: quotes are refreshed by
  // themselves only while the page is visible and in use.
  const presence = usePagePresence()
  const isRefreshAllowed = presence === 'active'
  // While a review is open the flow alone asks for quotes (and shows them).
  const [isQuoteHeld, setIsQuoteHeld] = useState(false)
  const model = useSwapModel(chain, { isRefreshAllowed, isQuoteHeld })
  const actions = useSwapFormActions()
  const [pickerSide, setPickerSide] = useState<SwapSide | null>(null)
  const nowMs = useNow(1000, model.quote.hasInputs)
  const onMax = useMaxAction(model, chain)
  const flow = useSwapCardFlow(model, chain, isRefreshAllowed)
  const flowStatus = flow.state.status
  useEffect(() => setIsQuoteHeld(flowStatus !== 'idle'), [flowStatus])
  const view = toQuoteView(model, chain, nowMs, {
    flowStatus,
    isPageHidden: presence === 'hidden',
  })
  const listAge = useTokenListAge(chain.id)
  const notes = toSharedReadNotes({
    pricesAtMs: listAge?.pricesAtMs ?? null,
    copySavedAtMs: listAge?.copySavedAtMs ?? null,
    isListStale: model.tokenList.isError && model.tokenList.data !== undefined,
    listUpdatedAtMs: model.tokenList.dataUpdatedAt,
    hasUsdValues:
      sellUsd(model) !== null ||
      view.buyUsd !== null ||
      (view.details?.gas?.usd ?? null) !== null,
    nowMs,
  })
  const compare = useComparePanel()
  const indicativeRoute = useIndicativeRoute(model, chain, compare.isOpen)
  const { sellToken, buyToken } = model
  const host = useSwapHost()
  useReportQuote(model.quote.quote, model.quote.isStale)
  // The parts shown only in some states arrive while the page is idle.
  useEffect(() => runWhenIdle(preloadCardParts), [])
  const isWalletElsewhere =
    model.account.status === 'connected' && model.account.chainId !== chain.id
  const hasWalletNotice = useHasWalletNotice()
  const tokenButton = (side: SwapSide, token: AppToken | null) => (
    <TokenButton
      token={token}
      label={side === 'sell' ? 'Token to sell' : 'Token to buy'}
      onClick={() => setPickerSide(side)}
      isDisabled={host.isTokenLocked}
      onIntent={preloadTokenPickerDialog}
    />
  )
  return (
    <div className="swap-card">
      <SwapCardHeader chain={chain} chains={chains} />
      {chain.status === 'ACTIVE' ? null : (
        <Suspense fallback={null}>
          <LazyChainStatusBanner chain={chain} />
        </Suspense>
      )}
      <RouterVerificationNotice chain={chain} />
      {isWalletElsewhere ? (
        <Suspense fallback={null}>
          <LazyWrongChainPrompt chainId={chain.id} chainName={chain.name} />
        </Suspense>
      ) : null}
      {hasWalletNotice ? (
        <Suspense fallback={null}>
          <LazyWalletNotice />
        </Suspense>
      ) : null}
      {model.tokenList.isError && model.tokenList.data === undefined ? (
        <p className="text-error" role="alert">
          The token list for {chain.name} could not be loaded.
        </p>
      ) : null}
      {notes.list ? (
        <p className="field-note" role="status">
          {notes.list}
        </p>
      ) : null}
      <fieldset className="swap-form-fields" disabled={flow.isLocked}>
        <SellPanel
          tokenButton={tokenButton('sell', sellToken)}
          amountText={model.form.amountText}
          onAmountChange={actions.amountTyped}
          decimals={sellToken?.decimals ?? null}
          usdValue={sellUsd(model)}
          balanceText={balanceText(sellToken, model.sellBalance)}
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
          isStale={model.quote.isStale || model.quote.quote?.spentAtMs != null}
          isLoading={model.quote.isFetching}
          isUnavailable={model.quote.error !== null}
          usdValue={view.buyUsd}
          balanceText={balanceText(buyToken, model.buyBalance)}
          isBalanceUnavailable={model.isBuyBalanceUnavailable}
        />
      </fieldset>
      <UnusableTokenNotice tokens={[sellToken, buyToken]} />
      {notes.prices ? <p className="field-note">{notes.prices}</p> : null}
      <CustomRecipientNotice account={model.account.address ?? null} />
      {view.status.kind === 'idle' ? null : (
        <Suspense fallback={null}>
          <LazyQuoteStatusLine
            status={view.status}
            onRetry={model.quote.retry}
          />
        </Suspense>
      )}
      {view.details ? (
        <Suspense fallback={null}>
          <LazyQuoteDetails {...view.details} />
        </Suspense>
      ) : null}
      <SwapActionButton
        model={model}
        chain={chain}
        quote={view.button}
        flow={flow}
      />
      {host.hide.compare ? null : (
        <DexCompareDisclosure
          quote={toCompareQuote(
            model,
            view.details?.priceImpact ?? null,
            indicativeRoute,
          )}
          explorerUrl={chain.explorerUrl}
        />
      )}
      <LinkedTokenConfirmation model={model} chain={chain} />
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
