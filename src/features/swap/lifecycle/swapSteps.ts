// Signing and tracking the swap. The quote's transaction goes to the wallet
// exactly once (calldata is single-use: never re-sent, even after an error),
// and the outcome is followed through replacements to the real receipt.
import type { Hash, TransactionReceipt } from 'viem'
import { sendTransaction } from 'wagmi/actions'
import type { ExecutionStatus } from '../../../../schema/partner'
import { formatTokenAmount } from '../../../lib/format'
import { followTransaction } from '../../activity'
import { buildSendTransactionParameters } from './buildSendTransactionParameters'
import { decodeReceivedAmount } from './decodeReceivedAmount'
import {
  findRevertData,
  isUserRejection,
  publicClientOf,
  toFlowError,
} from './flowHelpers'
import { describeRouterRevert } from './routerErrors'
import type { SwapFlowContext } from './stepTypes'
import type { ExecutableQuote, PendingState, SigningState } from './types'

function report(
  context: SwapFlowContext,
  quote: ExecutableQuote,
  hash: Hash,
  status: ExecutionStatus,
  reason?: string,
) {
  const { quoteId, chainId } = quote.response
  context.reports.enqueue({ quoteId, chainId, hash, status, reason })
}

function amountText(context: SwapFlowContext, wei: bigint, isBuy: boolean) {
  const token = isBuy ? context.inputs.buyToken : context.inputs.sellToken
  return formatTokenAmount(wei, token.decimals)
}

function recordSubmitted(
  context: SwapFlowContext,
  quote: ExecutableQuote,
  hash: Hash,
) {
  const { inputs, chain } = context
  context.activity.swapSubmitted(inputs.payer, {
    hash,
    chainId: chain.id,
    quoteId: quote.response.quoteId ?? null,
    sellSymbol: inputs.sellToken.symbol,
    buySymbol: inputs.buyToken.symbol,
    sellAmountText: amountText(context, inputs.amountWei, false),
    buyAmountText: amountText(context, BigInt(quote.response.dstAmount), true),
    status: 'pending',
    replacedBy: null,
    createdAtMs: Date.now(),
    explorerUrl: chain.explorerUrl,
  })
}

export async function runSigning(
  context: SwapFlowContext,
  state: SigningState,
) {
  const { dispatch, config, chain, inputs } = context
  const { quote, inputsKey } = state
  const about = { inputsKey, quoteKey: quote.key }
  const { sentQuoteKeys } = context.memory
  if (sentQuoteKeys.has(quote.key)) return
  sentQuoteKeys.add(quote.key)
  try {
    const { gas, ...fields } = buildSendTransactionParameters(quote.response.tx)
    const hash = await sendTransaction(config, {
      ...fields,
      // Out of line with our simulation: the wallet estimates it instead.
      ...(state.isGasFromWallet ? {} : { gas }),
      chainId: chain.id,
      account: inputs.payer,
    })
    recordSubmitted(context, quote, hash)
    dispatch({ type: 'swapSubmitted', hash, ...about })
    report(context, quote, hash, 'SUBMITTED')
  } catch (error) {
    if (isUserRejection(error)) {
      // Refused in the wallet, so never broadcast: the spec's single use is
      // about broadcast calldata, and this quote may be offered once more.
      sentQuoteKeys.delete(quote.key)
      dispatch({ type: 'walletRejected', ...about })
    } else {
      dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
    }
  }
}

/**
 * Why it reverted: the same call replayed on the state after its block. A
 * reverted call changed nothing, so that state holds whatever ran before it
 * in the block (a swap that moved the pool ahead of it, most often), which
 * the state before the block would miss.
 */
async function explainRevert(
  context: SwapFlowContext,
  receipt: TransactionReceipt,
): Promise<string | null> {
  const client = publicClientOf(context)
  try {
    const tx = await client.getTransaction({ hash: receipt.transactionHash })
    await client.call({
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: receipt.blockNumber,
    })
    return null
  } catch (error) {
    const { buyToken } = context.inputs
    return describeRouterRevert({
      data: findRevertData(error),
      buyDecimals: buyToken.decimals,
      buySymbol: buyToken.symbol,
    })
  }
}

async function settle(
  context: SwapFlowContext,
  state: PendingState,
  receipt: TransactionReceipt,
  sentHash: Hash,
) {
  const { dispatch, inputs, chain } = context
  const { inputsKey, quote } = state
  const hash = receipt.transactionHash
  if (receipt.status === 'success') {
    const received = decodeReceivedAmount({
      logs: receipt.logs,
      router: chain.routerAddress,
      recipient: inputs.recipient,
      buyToken: inputs.buyToken.address,
    })
    const receivedAmountWei = received?.amountWei ?? null
    context.activity.swapSettled(inputs.payer, sentHash, {
      status: 'confirmed',
      ...(receivedAmountWei === null
        ? {}
        : { buyAmountText: amountText(context, receivedAmountWei, true) }),
    })
    dispatch({ type: 'swapConfirmed', hash, receivedAmountWei, inputsKey })
    report(context, quote, hash, 'CONFIRMED')
    return
  }
  const reason = (await explainRevert(context, receipt)) ?? 'reverted'
  context.activity.swapSettled(inputs.payer, sentHash, { status: 'reverted' })
  dispatch({ type: 'swapReverted', hash, reason, inputsKey })
  report(context, quote, hash, 'REVERTED', reason)
}

const TRACKING_ATTEMPTS = 10

export async function trackSwap(context: SwapFlowContext, state: PendingState) {
  const { dispatch, inputs } = context
  const { inputsKey } = state
  const sentHash = state.hash
  let current = state
  let isCancelled = false
  for (let attempt = 0; attempt < TRACKING_ATTEMPTS; attempt++) {
    try {
      const receipt = await followTransaction({
        client: publicClientOf(context),
        account: inputs.payer,
        hash: sentHash,
        currentHash: current.hash,
        actions: context.activity,
        onReplaced: ({ reason, hash, replacementHash }) => {
          dispatch({
            type: 'swapReplaced',
            hash,
            replacementHash,
            reason,
            inputsKey,
          })
          if (reason === 'cancelled') isCancelled = true
          current = { ...current, hash: replacementHash }
        },
      })
      if (!receipt || isCancelled) return
      await settle(context, current, receipt, sentHash)
      return
    } catch (error) {
      if (isCancelled) return
      // The transaction is out there: keep following it, never resend.
      dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
      await new Promise((resolve) => setTimeout(resolve, 3_000))
    }
  }
}
