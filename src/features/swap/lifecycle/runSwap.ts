// The sign and confirm steps. The quote's transaction goes to the wallet
// exactly once (calldata is single-use: never re-sent, even after an
// error), and the outcome is followed through replacements to the real
// receipt: the one receipt wait of the app (approvals, swaps, and swaps
// resumed after a reload) and the one mapping of a receipt to an outcome,
// written to the history and queued as the swap's execution report.

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  BaseError,
  decodeErrorResult,
  decodeEventLog,
  erc20Abi,
  type Hash,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  type TransactionReceipt,
} from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, sendTransaction } from 'wagmi/actions'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { ExecutionStatus } from '../../../../schema/partner'
import { createFormatters } from '../../../lib/format'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'
import { isUserRejection, toUserError } from '../../../lib/toUserError'
import type { ActivityActions, ActivityEntry } from '../../activity'
import type { ExecutionReports } from '../reports/ExecutionReportsProvider'
import type {
  ExecutableQuote,
  PendingState,
  ReplacementReason,
  SigningState,
  SwapFlowContext,
} from './types'

/**
 * The chain's public client (reads, simulation, receipts): wagmi's, for the
 * RPC URL the deployment gives the chain. Here, not in the card's first
 * load: it brings viem's public actions.
 */
export function publicClientOf(config: Config, chainId: number): PublicClient {
  const client = getPublicClient(config, { chainId })
  if (!client) throw new Error(`No RPC for network ${chainId}.`)
  return client as PublicClient
}

// Signing --------------------------------------------------------------

type Common = { to: Address; data: Hex; value: bigint; gas: bigint }

/**
 * What goes to the wallet, exactly as the quote returned it (spec rules 5
 * and 6): `to`, `data`, `value`, `gas`; `gasPrice` only for `legacy`,
 * `maxFeePerGas`/`maxPriorityFeePerGas` only for `eip1559`. Without a
 * `type`, the 1559 fees when the quote has them, else `gasPrice`; never
 * both. `from` is left to the wallet's account, which the guards compared
 * with the payer.
 */
export function buildSendTransactionParameters(
  tx: ExecutableQuote['response']['tx'],
):
  | (Common & {
      gasPrice: bigint
      maxFeePerGas?: undefined
      maxPriorityFeePerGas?: undefined
    })
  | (Common & {
      gasPrice?: undefined
      maxFeePerGas?: bigint
      maxPriorityFeePerGas?: bigint
    }) {
  const common: Common = {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
  }
  const hasEip1559Fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
  const isEip1559 =
    tx.type === 'eip1559' || (tx.type === undefined && hasEip1559Fees)
  if (!isEip1559) return { ...common, gasPrice: BigInt(tx.gasPrice) }
  const toBigInt = (value: string | undefined) =>
    value === undefined ? undefined : BigInt(value)
  const maxFeePerGas = toBigInt(tx.maxFeePerGas)
  const maxPriorityFeePerGas = toBigInt(tx.maxPriorityFeePerGas)
  return {
    ...common,
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  }
}

function report(
  reports: ExecutionReports,
  quote: { quoteId?: string | null | undefined; chainId: number },
  hash: Hash,
  status: ExecutionStatus,
  reason?: string,
) {
  const { quoteId, chainId } = quote
  reports.enqueue({ quoteId, chainId, hash, status, reason })
}

function amountText(context: SwapFlowContext, wei: bigint, isBuy: boolean) {
  const token = isBuy ? context.inputs.buyToken : context.inputs.sellToken
  return createFormatters(context.i18n.locale).tokenAmount(wei, token.decimals)
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
    report(context.reports, quote.response, hash, 'SUBMITTED')
  } catch (error) {
    if (isUserRejection(error)) {
      // Refused in the wallet, so never broadcast: the spec's single use is
      // about broadcast calldata, and this quote may be offered once more.
      sentQuoteKeys.delete(quote.key)
      dispatch({ type: 'walletRejected', ...about })
    } else {
      dispatch({
        type: 'errorRaised',
        error: toUserError(error, context.i18n),
        inputsKey,
      })
    }
  }
}

// The receipt ------------------------------------------------------------

/** A dropped connection is not an outcome: ask again this often. */
export const RECEIPT_RETRY = { attempts: 10, delayMs: 3_000 }

/** How a sent transaction ended. */
export type TransactionOutcome =
  | { status: 'confirmed' | 'reverted'; receipt: TransactionReceipt }
  /** The wallet replaced it with a cancellation: nothing was swapped. */
  | { status: 'cancelled'; hash: Hash }

type WaitForOutcomeParameters = {
  client: Pick<PublicClient, 'waitForTransactionReceipt'>
  hash: Hash
  /** The wallet sent another transaction in its place (same nonce). */
  onReplaced?: (replacement: {
    reason: ReplacementReason
    hash: Hash
    replacementHash: Hash
  }) => void
  /** An attempt failed and another follows; the last failure is thrown. */
  onRetry?: (error: unknown) => void
}

/**
 * The one receipt wait: follows a sent transaction through replacements
 * (same nonce, higher fee) and cancellations to its real receipt, asking
 * again at RECEIPT_RETRY while the node does not answer, and maps the
 * receipt to its outcome.
 */
export async function waitForOutcome({
  client,
  hash,
  onReplaced,
  onRetry,
}: WaitForOutcomeParameters): Promise<TransactionOutcome> {
  let waited = hash
  let isCancelled = false
  for (let attempt = 1; ; attempt++) {
    try {
      const receipt = await client.waitForTransactionReceipt({
        hash: waited,
        onReplaced: ({ reason, transaction }) => {
          const replacementHash = transaction.hash
          onReplaced?.({ reason, hash: waited, replacementHash })
          waited = replacementHash
          if (reason === 'cancelled') isCancelled = true
        },
      })
      if (isCancelled) return { status: 'cancelled', hash: waited }
      const status = receipt.status === 'success' ? 'confirmed' : 'reverted'
      return { status, receipt }
    } catch (error) {
      if (isCancelled) return { status: 'cancelled', hash: waited }
      if (attempt >= RECEIPT_RETRY.attempts) throw error
      onRetry?.(error)
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_RETRY.delayMs))
    }
  }
}

type SentSwap = {
  account: Address
  /** The hash the history knows the swap by (the first one sent). */
  hash: Hash
  chainId: number
  quoteId: string | null
}

/**
 * How a swap ended, in the history and, unless `isReported` is false, in
 * its execution report (CONFIRMED / REVERTED against the mined hash; a
 * cancellation swapped nothing and is not reported).
 */
function recordOutcome(
  { activity, reports }: { activity: SwapActivity; reports: ExecutionReports },
  swap: SentSwap,
  outcome: TransactionOutcome,
  { buyAmountText, reason, isReported = true }: OutcomeDetails = {},
) {
  const { account, hash } = swap
  if (outcome.status === 'cancelled') {
    activity.swapSettled(account, hash, { status: 'cancelled' })
    return
  }
  const { status, receipt } = outcome
  activity.swapSettled(account, hash, {
    status,
    ...(buyAmountText === undefined ? {} : { buyAmountText }),
  })
  if (!isReported) return
  const reported = status === 'confirmed' ? 'CONFIRMED' : 'REVERTED'
  report(reports, swap, receipt.transactionHash, reported, reason)
}

type SwapActivity = Pick<ActivityActions, 'swapReplaced' | 'swapSettled'>

type OutcomeDetails = {
  buyAmountText?: string
  reason?: string
  isReported?: boolean
}

// What arrived, and why not -----------------------------------------------

/** The router's event, from the service's notes and our devnet router. */
export const routerSwapEventAbi = parseAbi([
  'event Swap(address indexed _from, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 fee)',
])

/** Custom errors of the router (our devnet router; others fall back). */
export const routerErrorsAbi = parseAbi([
  'error Expired(uint256 deadline, uint256 timestamp)',
  'error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)',
  'error InvalidPath()',
  'error InvalidAmount()',
  'error TransferFailed(address token)',
])

export type ReceiptLog = { address: Address; data: Hex; topics: readonly Hex[] }

type DecodeReceivedAmountParameters = {
  logs: readonly ReceiptLog[]
  router: Address
  recipient: Address
  /** The quote's buy token; the native sentinel for native output. */
  buyToken: Address
}

function decodeLog<const abi extends readonly unknown[]>(
  abi: abi,
  log: ReceiptLog,
) {
  try {
    return decodeEventLog({
      abi,
      data: log.data,
      topics: log.topics as [Hex, ...Hex[]],
    })
  } catch {
    return null
  }
}

function sumTransfers({
  logs,
  recipient,
  buyToken,
}: DecodeReceivedAmountParameters) {
  let total: bigint | null = null
  for (const log of logs) {
    if (!isAddressEqual(log.address, buyToken)) continue
    const event = decodeLog(erc20Abi, log)
    if (event?.eventName !== 'Transfer') continue
    if (!isAddressEqual(event.args.to, recipient)) continue
    total = (total ?? 0n) + event.args.value
  }
  return total
}

function sumSwapEvents({
  logs,
  router,
  buyToken,
}: DecodeReceivedAmountParameters) {
  let total: bigint | null = null
  for (const log of logs) {
    if (!isAddressEqual(log.address, router)) continue
    const event = decodeLog(routerSwapEventAbi, log)
    if (!event || !isAddressEqual(event.args.tokenOut, buyToken)) continue
    total = (total ?? 0n) + event.args.amountOut
  }
  return total
}

/**
 * What the recipient actually received, from the receipt's logs. For an
 * ERC-20 output, the token's own Transfer events to the recipient (what
 * arrived, even for tokens that take a fee on transfer); otherwise, and for
 * native output (which has no Transfer), the router's Swap event. Logs from
 * any other contract are ignored: only the token and the registry router
 * are believed. Null when neither says anything.
 */
export function decodeReceivedAmount(
  parameters: DecodeReceivedAmountParameters,
): { amountWei: bigint; source: 'transfer' | 'swap-event' } | null {
  if (!isAddressEqual(parameters.buyToken, NATIVE_TOKEN_ADDRESS)) {
    const transferred = sumTransfers(parameters)
    if (transferred !== null) {
      return { amountWei: transferred, source: 'transfer' }
    }
  }
  const swapped = sumSwapEvents(parameters)
  return swapped === null ? null : { amountWei: swapped, source: 'swap-event' }
}

type DescribeRouterRevertParameters = {
  data: Hex | null
  buyDecimals: number
  buySymbol: string
  /** The language of the reason: the person's on screen, English in the
   * execution report. */
  i18n: I18n
}

/** A revert's reason in plain words; null when it cannot be read. */
export function describeRouterRevert({
  data,
  buyDecimals,
  buySymbol,
  i18n,
}: DescribeRouterRevertParameters): string | null {
  if (!data || data === '0x') return null
  try {
    const error = decodeErrorResult({ abi: routerErrorsAbi, data })
    switch (error.errorName) {
      case 'InsufficientOutput': {
        const [out, min] = error.args
        const format = createFormatters(i18n.locale)
        const amount = (v: bigint) =>
          `${format.tokenAmount(v, buyDecimals)} ${buySymbol}`
        const paid = amount(out)
        const minimum = amount(min)
        return i18n._(
          msg`the price moved: the swap would pay ${paid}, below your minimum of ${minimum} (slippage).`,
        )
      }
      case 'Expired':
        return i18n._(msg`the transaction was mined after its deadline.`)
      case 'InvalidPath':
        return i18n._(msg`the route is invalid.`)
      case 'InvalidAmount':
        return i18n._(msg`the amount is invalid.`)
      case 'TransferFailed':
        return i18n._(
          msg`a token transfer failed (balance or allowance too low).`,
        )
    }
  } catch {
    return null
  }
}

/** The revert data carried somewhere in viem's error chain, if any. */
function findRevertData(error: unknown): Hex | null {
  if (!(error instanceof BaseError)) return null
  const found = error.walk(
    (e) =>
      typeof (e as { data?: unknown }).data === 'string' &&
      ((e as { data: string }).data as string).startsWith('0x'),
  ) as { data?: Hex } | null
  return found?.data ?? null
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
): Promise<(i18n: I18n) => string | null> {
  const client = context.publicClient()
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
    return () => null
  } catch (error) {
    const { buyToken } = context.inputs
    const data = findRevertData(error)
    return (i18n) =>
      describeRouterRevert({
        data,
        buyDecimals: buyToken.decimals,
        buySymbol: buyToken.symbol,
        i18n,
      })
  }
}

// Confirming -------------------------------------------------------------

/** Follows the live flow's swap to its outcome and tells the machine. */
export async function trackSwap(context: SwapFlowContext, state: PendingState) {
  const { dispatch, inputs, chain } = context
  const { inputsKey, quote } = state
  const swap: SentSwap = {
    account: inputs.payer,
    hash: state.hash,
    chainId: quote.response.chainId,
    quoteId: quote.response.quoteId ?? null,
  }
  let outcome: TransactionOutcome
  try {
    outcome = await waitForOutcome({
      client: context.publicClient(),
      hash: state.hash,
      onReplaced: ({ reason, hash, replacementHash }) => {
        context.activity.swapReplaced(swap.account, swap.hash, replacementHash)
        dispatch({
          type: 'swapReplaced',
          hash,
          replacementHash,
          reason,
          inputsKey,
        })
      },
      // The transaction is out there: keep following it, never resend.
      onRetry: (error) =>
        dispatch({
          type: 'errorRaised',
          error: toUserError(error, context.i18n),
          inputsKey,
        }),
    })
  } catch (error) {
    dispatch({
      type: 'errorRaised',
      error: toUserError(error, context.i18n),
      inputsKey,
    })
    return
  }
  if (outcome.status === 'cancelled') {
    recordOutcome(context, swap, outcome)
    return
  }
  const { receipt } = outcome
  const hash = receipt.transactionHash
  if (outcome.status === 'confirmed') {
    const received = decodeReceivedAmount({
      logs: receipt.logs,
      router: chain.routerAddress,
      recipient: inputs.recipient,
      buyToken: inputs.buyToken.address,
    })
    const receivedAmountWei = received?.amountWei ?? null
    recordOutcome(context, swap, outcome, {
      ...(receivedAmountWei === null
        ? {}
        : { buyAmountText: amountText(context, receivedAmountWei, true) }),
    })
    dispatch({ type: 'swapConfirmed', hash, receivedAmountWei, inputsKey })
    return
  }
  const explain = await explainRevert(context, receipt)
  // The report's reason is for the service, in English; the screen's is
  // the person's.
  const reported = explain(createSourceI18n()) ?? 'reverted'
  recordOutcome(context, swap, outcome, { reason: reported })
  const reason = explain(context.i18n) ?? context.i18n._(msg`reverted`)
  dispatch({ type: 'swapReverted', hash, reason, inputsKey })
}

type ResumeSwapParameters = {
  client: Pick<PublicClient, 'waitForTransactionReceipt'>
  account: Address
  entry: Pick<ActivityEntry, 'hash' | 'chainId' | 'quoteId'>
  activity: SwapActivity
  reports: ExecutionReports
  /**
   * Sent by an earlier page, whose own reporting was lost with it: its
   * outcome is reported here. One this page sent its flow reports.
   */
  isReported: boolean
}

/**
 * A swap the history still calls pending, followed to its outcome after a
 * reload (the page lost the wallet's promise, the chain did not): the same
 * wait and the same outcome as the live flow's.
 */
export async function resumeSwap({
  client,
  account,
  entry,
  activity,
  reports,
  isReported,
}: ResumeSwapParameters) {
  const { hash, chainId, quoteId } = entry
  const outcome = await waitForOutcome({
    client,
    hash,
    onReplaced: ({ replacementHash }) =>
      activity.swapReplaced(account, hash, replacementHash),
  })
  recordOutcome(
    { activity, reports },
    { account, hash, chainId, quoteId },
    outcome,
    { isReported },
  )
}
