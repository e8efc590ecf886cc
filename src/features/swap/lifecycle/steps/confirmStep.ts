// The confirm step: the swap's transaction followed to its block (../receipt.ts,
// the one receipt wait), what arrived read from the receipt's logs, a
// revert's reason by replaying the call, written to the history and the
// execution report, and told to the machine.

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  BaseError,
  decodeErrorResult,
  decodeEventLog,
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseAbi,
  type TransactionReceipt,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../../schema/constants'
import { createFormatters } from '../../../../lib/format'
import { createSourceI18n } from '../../../../lib/i18n/loadI18n'
import { toUserError } from '../../../../lib/toUserError'
import { floorGuardAbi } from '../../guards/generated/floorGuard'
import {
  rawAmount,
  recordOutcome,
  type SentSwap,
  type TransactionOutcome,
  trackOnce,
  waitForOutcome,
} from '../receipt'
import type { PendingState, SwapFlowContext, SwapState } from '../types'

/** The confirm step follows the chain and writes the outcome. */
type ConfirmStepContext = Pick<
  SwapFlowContext,
  | 'inputs'
  | 'chain'
  | 'publicClient'
  | 'memory'
  | 'activity'
  | 'reports'
  | 'dispatch'
  | 'i18n'
>

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
export function describeRouterRevert(
  parameters: DescribeRouterRevertParameters,
): string | null {
  const { data } = parameters
  if (!data || data === '0x') return null
  return describeRouterError(parameters) ?? describeGuardError(parameters)
}

function describeRouterError({
  data,
  buyDecimals,
  buySymbol,
  i18n,
}: DescribeRouterRevertParameters): string | null {
  try {
    const error = decodeErrorResult({
      abi: routerErrorsAbi,
      data: data ?? '0x',
    })
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

/**
 * The floor guard's refusal (a batched swap): the chain itself stopped a
 * swap that would not give what the person saw, so nothing was swapped.
 */
function describeGuardError({
  data,
  buyDecimals,
  buySymbol,
  i18n,
}: DescribeRouterRevertParameters): string | null {
  try {
    const error = decodeErrorResult({ abi: floorGuardAbi, data: data ?? '0x' })
    switch (error.errorName) {
      case 'GainBelowFloor': {
        const [, , , gained, floor] = error.args
        const format = createFormatters(i18n.locale)
        const amount = (v: bigint) =>
          `${format.tokenAmount(v, buyDecimals)} ${buySymbol}`
        const paid = amount(gained)
        const minimum = amount(floor)
        return i18n._(
          msg`the on-chain floor stopped it: the swap would pay ${paid}, below your minimum of ${minimum}.`,
        )
      }
      case 'BalanceFell':
      case 'LossAboveBound':
        return i18n._(
          msg`the on-chain floor stopped it: the swap would have taken more from your wallet than it showed.`,
        )
      default:
        return i18n._(msg`the on-chain floor stopped it.`)
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
  context: ConfirmStepContext,
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
async function trackSwap(context: ConfirmStepContext, state: PendingState) {
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
        : { buyAmount: rawAmount(context, receivedAmountWei, true) }),
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

/**
 * The confirm step: a pending swap followed once (a replacement is
 * followed by the tracker of the first hash).
 */
export function runConfirmStep(context: ConfirmStepContext, state: SwapState) {
  if (state.status !== 'pending' || state.replacedHashes.length > 0) {
    return null
  }
  return trackOnce(context.memory, state.hash, () => trackSwap(context, state))
}
