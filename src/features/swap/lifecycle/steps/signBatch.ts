// The sign step where the wallet batches (EIP-5792): one atomic
// wallet_sendCalls whose last call makes the chain enforce what the person
// saw, whatever router the service names.
//
//   [approve(router, amount)]        only when the allowance is short
//   guard.snapshot(checks)           balances before, in transient storage
//   the service's transaction        exactly as returned
//   guard.verify(checks)             reverts the whole batch unless each
//                                    bound held
//
// The checks are written here from what the person saw: the recipient
// gains at least the floor, the payer's sell token falls by at most the
// amount shown, the payer's native coin by at most the transaction's value,
// and no other listed token the payer approved to the router falls at all.
// The guard is used only at its pinned address with its pinned code
// (allowanceStep.ts read it before the flow chose the batch).

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  isAddressEqual,
  maxUint256,
  parseUnits,
  zeroAddress,
} from 'viem'
import { sendCalls, waitForCallsStatus } from 'wagmi/actions'
import { NATIVE_TOKEN_ADDRESS } from '../../../../../schema/constants'
import type { PartnerQuoteResponse } from '../../../../../schema/partner'
import { createFormatters } from '../../../../lib/format'
import {
  floorGuardAbi,
  floorGuardAddress,
} from '../../guards/generated/floorGuard'
import type {
  BatchCall,
  SwapBatch,
  SwapFlowContext,
  SwapFlowInputs,
} from '../types'
import { approvalSpenderOf } from './allowanceStep'
import { buildApprovalTransaction } from './approveStep'

const MIN_GAIN = 0
const MAX_LOSS = 1

/** One row the guard holds: a balance and its bound (FloorGuard.Check). */
type FloorCheck = {
  /** An ERC-20, or the zero address for the native coin. */
  token: Address
  account: Address
  kind: typeof MIN_GAIN | typeof MAX_LOSS
  amount: bigint
}

const guardToken = (token: Address) =>
  isAddressEqual(token, NATIVE_TOKEN_ADDRESS) ? zeroAddress : token

/**
 * The least the recipient may gain: the quote less the slippage the person
 * chose, or the transaction's own minimum where it promises more.
 */
export function getSwapFloor(
  quote: Pick<PartnerQuoteResponse, 'dstAmount' | 'minAmountOut'>,
  slippagePercent: string,
): bigint {
  const keptMillionths = 1_000_000n - parseUnits(slippagePercent, 4)
  const bySlippage = (BigInt(quote.dstAmount) * keptMillionths) / 1_000_000n
  const promised =
    quote.minAmountOut === undefined ? 0n : BigInt(quote.minAmountOut)
  return promised > bySlippage ? promised : bySlippage
}

/** What the review says of a batched swap: the chain holds the floor. */
export function describeFloor(
  { inputs, i18n }: Pick<SwapFlowContext, 'inputs' | 'i18n'>,
  quote: PartnerQuoteResponse,
) {
  const { buyToken } = inputs
  const floor = createFormatters(i18n.locale).tokenAmount(
    getSwapFloor(quote, inputs.slippagePercent),
    buyToken.decimals,
  )
  const symbol = buyToken.symbol
  return i18n._(
    msg`Enforced on chain: unless the recipient gets at least ${floor} ${symbol}, the whole swap reverts and only the network fee is spent.`,
  )
}

type BuildFloorChecksParameters = {
  inputs: SwapFlowInputs
  quote: PartnerQuoteResponse
  /** Listed tokens the payer has approved to the router (any amount). */
  approvedTokens: readonly Address[]
}

/**
 * The guard's rows for this swap. A token the recipient gains is held to
 * its floor alone when the recipient is the payer (a gain is no loss).
 */
export function buildFloorChecks({
  inputs,
  quote,
  approvedTokens,
}: BuildFloorChecksParameters): FloorCheck[] {
  const { payer, recipient } = inputs
  const sell = guardToken(inputs.sellToken.address)
  const buy = guardToken(inputs.buyToken.address)
  const value = BigInt(quote.tx.value)
  const gains: FloorCheck = {
    token: buy,
    account: recipient,
    kind: MIN_GAIN,
    amount: getSwapFloor(quote, inputs.slippagePercent),
  }
  const isPayerGain = (token: Address) =>
    isAddressEqual(recipient, payer) && isAddressEqual(token, buy)
  const losses: FloorCheck[] = []
  const bound = (token: Address, amount: bigint) => {
    const isListed = losses.some((row) => isAddressEqual(row.token, token))
    if (isListed || isPayerGain(token)) return
    losses.push({ token, account: payer, kind: MAX_LOSS, amount })
  }
  bound(
    sell,
    isAddressEqual(sell, zeroAddress) ? value : BigInt(quote.sellAmount),
  )
  bound(zeroAddress, value)
  for (const token of approvedTokens) bound(guardToken(token), 0n)
  return [gains, ...losses]
}

/**
 * Listed tokens the payer has approved to the router, read on chain: where
 * the checks' simulation did not already read them (the eth_call path).
 */
export async function readApprovedTokens(context: SwapFlowContext) {
  const { inputs, watchedTokens } = context
  const spender = approvalSpenderOf(context)
  const tokens = watchedTokens
    .map(({ address }) => address)
    .filter((token) => !isAddressEqual(token, NATIVE_TOKEN_ADDRESS))
  if (tokens.length === 0) return []
  const allowances = await context.publicClient().multicall({
    contracts: tokens.map((address) => ({
      address,
      abi: erc20Abi,
      functionName: 'allowance' as const,
      args: [inputs.payer, spender] as const,
    })),
    allowFailure: true,
  })
  // A token that cannot answer allowance() cannot answer balanceOf() to the
  // guard either: holding it would make every batch revert.
  return tokens.filter((_, index) => {
    const read = allowances[index]
    return read?.status === 'success' && read.result > 0n
  })
}

/** An approval of the batch, and the amount the checks hold it to. */
export type BatchApproval = {
  call: BatchCall & { value: bigint }
  expectedAmount: bigint | 'unlimited'
}

/** The approvals that ride in the batch, as the approve step builds them. */
export function batchApprovals(
  context: SwapFlowContext,
  batch: SwapBatch,
): BatchApproval[] {
  const { approval } = batch
  if (!approval) return []
  const token = context.inputs.sellToken.address
  const spender = approvalSpenderOf(context)
  const isUnlimited = context.approvalMode === 'unlimited'
  const approve = (amountWei: bigint, expected: bigint | 'unlimited') => ({
    call: buildApprovalTransaction({ token, spender, amountWei }),
    expectedAmount: expected,
  })
  const reset =
    approval.isResetRequired && approval.currentWei > 0n
      ? [approve(0n, 0n)]
      : []
  return [
    ...reset,
    isUnlimited
      ? approve(maxUint256, 'unlimited')
      : approve(approval.requiredWei, approval.requiredWei),
  ]
}

/**
 * Everything the batch holds, in order: its approvals, and the service's
 * transaction between the guard's snapshot and verify of the rows written
 * from what the person saw.
 */
export function buildSwapBatch({
  inputs,
  quote,
  approvals,
  approvedTokens,
}: BuildFloorChecksParameters & {
  approvals: readonly BatchApproval[]
}): BatchCall[] {
  const checks = buildFloorChecks({ inputs, quote, approvedTokens })
  const guardCall = (functionName: 'snapshot' | 'verify'): BatchCall => ({
    to: floorGuardAddress,
    data: encodeFunctionData({
      abi: floorGuardAbi,
      functionName,
      args: [checks],
    }),
  })
  const { to, data, value } = quote.tx
  return [
    ...approvals.map(({ call }) => call),
    guardCall('snapshot'),
    { to, data, value: BigInt(value) },
    guardCall('verify'),
  ]
}

/**
 * Sends the batch, atomically or not at all, and waits for the one
 * transaction that carries it: its hash is how the swap is followed,
 * recorded and reported, as a single transaction is.
 */
export async function sendSwapBatch(
  context: SwapFlowContext,
  calls: readonly BatchCall[],
): Promise<Hash> {
  const { config, inputs, chain, i18n } = context
  const { id } = await sendCalls(config, {
    account: inputs.payer,
    chainId: chain.id,
    calls,
    forceAtomic: true,
  })
  const { receipts, status } = await waitForCallsStatus(config, {
    id,
    // A batch is sealed in one block; a wallet may still take its time.
    timeout: 600_000,
  })
  const hash = receipts?.[0]?.transactionHash
  if (!hash) throw new Error(noTransactionMessage(i18n, status ?? 'pending'))
  return hash
}

const noTransactionMessage = (i18n: I18n, status: string) =>
  status === 'failure'
    ? i18n._(msg`Your wallet could not send the swap; nothing was swapped.`)
    : i18n._(msg`Your wallet did not say which transaction carries the swap.`)
