// The sign step: the checks between "Swap" and the wallet (../../guards/
// checkSwap.ts, checkSwap: one verdict on exactly what the wallet will
// be asked to sign; checkApproval for an approval that rides in a batch),
// then the quote's transaction to the wallet exactly once, alone or in the
// atomic batch that holds the floor on chain (signBatch.ts). Calldata is
// single-use: once offered to the wallet it is never offered again, even
// after an error, and it leaves the display cache.

import { msg } from '@lingui/core/macro'
import type { Address, Hash, Hex } from 'viem'
import { getConnection, sendTransaction } from 'wagmi/actions'
import { isUserRejection, toUserError } from '../../../../lib/toUserError'
import { recordTokenRiskMark } from '../../../tokens'
import { getExecutableQuoteQueryKey } from '../../api/getExecutableQuoteQueryOptions'
import { checkApproval } from '../../guards/checkApproval'
import { checkSwap } from '../../guards/checkSwap'
import type { GuardFailure } from '../../guards/types'
import { recordSubmitted, report } from '../receipt'
import type {
  CheckingState,
  ExecutableQuote,
  SigningState,
  SwapBatch,
  SwapFlowContext,
  SwapState,
} from '../types'
import {
  type BatchApproval,
  batchApprovals,
  buildSwapBatch,
  describeFloor,
  readApprovedTokens,
  sendSwapBatch,
} from './signBatch'

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

/**
 * The checks, told to the machine: the guards' verdict on exactly what the
 * wallet will be asked to sign. A quote already offered to the wallet is
 * never offered again.
 */
async function runChecks(context: SwapFlowContext, state: CheckingState) {
  const { dispatch, inputs, chain } = context
  const { batch } = state
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  if (context.memory.sentQuotes.has(state.quote.response)) {
    const message = context.i18n._(
      msg`This quote was already offered to your wallet.`,
    )
    dispatch({ type: 'guardsFailed', check: 'expired', message, ...about })
    return
  }
  try {
    const quote = state.quote.response
    const batched = batch && (await checkBatchApprovals(context, batch))
    if (batched && !batched.ok) {
      const { check, message } = batched
      dispatch({ type: 'guardsFailed', check, message, ...about })
      return
    }
    const verdict = await checkSwap({
      i18n: context.i18n,
      chain,
      client: context.publicClient,
      verifiedRouters: context.memory.verifiedRouters,
      verifiedRpcChains: context.memory.verifiedRpcChains,
      walletChainId: getConnection(context.config).chainId ?? null,
      quote,
      receivedAtMs: state.quote.receivedAtMs,
      signed: buildSendTransactionParameters(quote.tx),
      expected: inputs,
      watchedTokens: context.watchedTokens.map(({ address }) => address),
      precedingCalls: batched ? batched.approvals.map(({ call }) => call) : [],
    })
    if (!verdict.ok) {
      const { check, message } = verdict
      dispatch({ type: 'guardsFailed', check, message, ...about })
      return
    }
    const { simulatedAmountOutWei, notes, signed } = verdict
    const { tokenRisk } = verdict.measured
    // The picker marks the token from now on, whatever the person decides.
    if (tokenRisk) {
      recordTokenRiskMark(
        chain.id,
        inputs.buyToken.address,
        tokenRisk.kind === 'taxed'
          ? { kind: 'taxed', taxBps: tokenRisk.taxBps }
          : { kind: 'unsellable' },
      )
    }
    // The rows the guard holds: the approved tokens the checks' simulation
    // read, or read here where it could not.
    const batchCalls =
      batched &&
      buildSwapBatch({
        inputs,
        quote,
        approvals: batched.approvals,
        approvedTokens:
          verdict.approvedTokens ?? (await readApprovedTokens(context)),
      })
    const protection = batched
      ? describeFloor(context, state.quote.response)
      : verdict.protection === 'simulation-only'
        ? context.i18n._(
            msg`Checked by simulation only: this router's minimum is not enforced on chain. A wallet that batches calls would enforce it.`,
          )
        : null
    dispatch({
      type: 'guardsPassed',
      simulatedAmountOutWei,
      notes: protection ? [...notes, protection] : notes,
      signed,
      batchCalls: batchCalls || null,
      protection: batched ? 'on-chain' : verdict.protection,
      measured: verdict.measured,
      ...about,
    })
  } catch (error) {
    const { inputsKey } = state
    dispatch({
      type: 'errorRaised',
      error: toUserError(error, context.i18n),
      inputsKey,
    })
  }
}

/**
 * The approvals that ride in the batch, held by the approval's checks (the
 * wallet's network, the router, the approval decoded): nothing in the
 * batch goes unchecked.
 */
async function checkBatchApprovals(
  context: SwapFlowContext,
  batch: SwapBatch,
): Promise<{ ok: true; approvals: BatchApproval[] } | GuardFailure> {
  const approvals = batchApprovals(context, batch)
  for (const { call, expectedAmount } of approvals) {
    const verdict = await checkApproval({
      i18n: context.i18n,
      chain: context.chain,
      walletChainId: getConnection(context.config).chainId ?? null,
      client: context.publicClient,
      verifiedRouters: context.memory.verifiedRouters,
      verifiedRpcChains: context.memory.verifiedRpcChains,
      approvalTx: call,
      token: context.inputs.sellToken.address,
      expectedAmount,
    })
    if (!verdict.ok) return verdict
  }
  return { ok: true, approvals }
}

/**
 * Its calldata leaves the display cache the moment it goes to the wallet:
 * should the person come back to the same inputs, the screen asks for a
 * new quote, never shows the spent one as live.
 */
function forgetSpentQuote({ queryClient, inputs, api }: SwapFlowContext) {
  const queryKey = getExecutableQuoteQueryKey({
    chainId: inputs.chainId,
    src: inputs.sellToken.address,
    dst: inputs.buyToken.address,
    amount: inputs.amountWei,
    payer: inputs.payer,
    recipient: inputs.recipient,
    slippagePercent: inputs.slippagePercent,
    baseUrl: api.baseUrl,
  })
  queryClient.resetQueries({ queryKey, exact: true }).catch(() => undefined)
}

async function runSigning(context: SwapFlowContext, state: SigningState) {
  const { dispatch } = context
  const { quote, inputsKey } = state
  const about = { inputsKey, quoteKey: quote.key }
  const { sentQuotes } = context.memory
  if (sentQuotes.has(quote.response)) return
  sentQuotes.add(quote.response)
  try {
    const hash = await sendSwap(context, state)
    recordSubmitted(context, quote, hash)
    dispatch({ type: 'swapSubmitted', hash, ...about })
    report(context.reports, quote.response, hash, 'SUBMITTED')
  } catch (error) {
    if (isUserRejection(error)) {
      // Refused in the wallet, so never broadcast: the spec's single use is
      // about broadcast calldata, and this quote may be offered once more.
      sentQuotes.delete(quote.response)
      dispatch({ type: 'walletRejected', ...about })
    } else {
      dispatch({
        type: 'errorRaised',
        error: toUserError(error, context.i18n),
        inputsKey,
      })
    }
  }
  if (sentQuotes.has(quote.response)) forgetSpentQuote(context)
}

/**
 * The swap to the wallet: the batch the checks held, or the lone swap with
 * exactly the fields that were simulated (its gas with the checks' margin,
 * its fee fields filled and bounded, the nonce it was simulated at).
 */
function sendSwap(
  context: SwapFlowContext,
  state: SigningState,
): Promise<Hash> {
  const { config, chain, inputs } = context
  if (state.batchCalls) return sendSwapBatch(context, state.batchCalls)
  const { nonce, ...fields } = state.signed
  return sendTransaction(config, {
    ...fields,
    ...(nonce === null ? {} : { nonce }),
    chainId: chain.id,
    account: inputs.payer,
  })
}

/** The sign step: the checks, then the wallet. */
export function runSignStep(context: SwapFlowContext, state: SwapState) {
  if (state.status === 'checking') return runChecks(context, state)
  if (state.status === 'signing') return runSigning(context, state)
  return null
}
