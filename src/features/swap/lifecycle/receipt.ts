// The one receipt wait of the app, shared by the approve step, the confirm
// step and a swap resumed after a reload: a sent transaction followed
// through replacements and cancellations to its real receipt, mapped to an
// outcome, followed once per flow, written to the history and queued as
// the swap's execution report.

import type { Address, Hash, PublicClient, TransactionReceipt } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import type { ExecutionStatus } from '../../../../schema/partner'
import type {
  ActivityActions,
  ActivityAmount,
  ActivityEntry,
} from '../../activity'
import type { ExecutionReports } from '../reports/ExecutionReportsProvider'
import type {
  ExecutableQuote,
  ReplacementReason,
  SwapFlowContext,
  SwapFlowMemory,
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

/** A dropped connection is not an outcome: ask again this often. */
const RECEIPT_RETRY = { attempts: 10, delayMs: 3_000 }

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

/**
 * Runs `track` once per flow for a sent transaction: a state that changes
 * while it is followed (an error note, a replacement) must not start a
 * second wait for the same hash.
 */
export function trackOnce(
  { trackedHashes }: Pick<SwapFlowMemory, 'trackedHashes'>,
  hash: string,
  track: () => Promise<void>,
): Promise<void> | null {
  const id = hash.toLowerCase()
  if (trackedHashes.has(id)) return null
  trackedHashes.add(id)
  return track()
}

/** Queues a swap's execution report (sent in the background). */
export function report(
  reports: ExecutionReports,
  quote: { quoteId?: string | null | undefined; chainId: number },
  hash: Hash,
  status: ExecutionStatus,
  reason?: string,
) {
  const { quoteId, chainId } = quote
  reports.enqueue({ quoteId, chainId, hash, status, reason })
}

/**
 * An amount of the sell or the buy token, as the history keeps it: raw,
 * formatted in whatever language is on screen when it is shown.
 */
export function rawAmount(
  { inputs }: Pick<SwapFlowContext, 'inputs'>,
  wei: bigint,
  isBuy: boolean,
): ActivityAmount {
  const token = isBuy ? inputs.buyToken : inputs.sellToken
  return { kind: 'raw', units: wei.toString(), decimals: token.decimals }
}

/** A swap handed to the chain, in the history as pending. */
export function recordSubmitted(
  context: SwapFlowContext,
  quote: ExecutableQuote,
  hash: Hash,
) {
  const { inputs, chain } = context
  context.activity.swapSubmitted(inputs.payer, {
    hash,
    chainId: chain.id,
    quoteId: quote.response.quoteId ?? null,
    sell: {
      symbol: inputs.sellToken.symbol,
      address: inputs.sellToken.address,
      logoURI: inputs.sellToken.logoURI ?? null,
      amount: rawAmount(context, inputs.amountWei, false),
    },
    buy: {
      symbol: inputs.buyToken.symbol,
      address: inputs.buyToken.address,
      logoURI: inputs.buyToken.logoURI ?? null,
      amount: rawAmount(context, BigInt(quote.response.dstAmount), true),
    },
    status: 'pending',
    replacedBy: null,
    createdAtMs: Date.now(),
    explorerUrl: chain.explorerUrl,
  })
}

export type SentSwap = {
  account: Address
  /** The hash the history knows the swap by (the first one sent). */
  hash: Hash
  chainId: number
  quoteId: string | null
}

type SwapActivity = Pick<ActivityActions, 'swapReplaced' | 'swapSettled'>

type OutcomeDetails = {
  buyAmount?: ActivityAmount
  reason?: string
  isReported?: boolean
}

/**
 * How a swap ended, in the history and, unless `isReported` is false, in
 * its execution report (CONFIRMED / REVERTED against the mined hash; a
 * cancellation swapped nothing and is not reported).
 */
export function recordOutcome(
  { activity, reports }: { activity: SwapActivity; reports: ExecutionReports },
  swap: SentSwap,
  outcome: TransactionOutcome,
  { buyAmount, reason, isReported = true }: OutcomeDetails = {},
) {
  const { account, hash } = swap
  if (outcome.status === 'cancelled') {
    activity.swapSettled(account, hash, { status: 'cancelled' })
    return
  }
  const { status, receipt } = outcome
  activity.swapSettled(account, hash, {
    status,
    ...(buyAmount === undefined ? {} : { buyAmount }),
  })
  if (!isReported) return
  const reported = status === 'confirmed' ? 'CONFIRMED' : 'REVERTED'
  report(reports, swap, receipt.transactionHash, reported, reason)
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
