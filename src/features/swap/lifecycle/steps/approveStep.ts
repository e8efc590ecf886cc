// The approve step: approve() to the pinned router for the amount the
// person chose (a reset to zero the same way), built here and checked
// before the wallet sees it (../../guards/checkApproval.ts, checkApproval:
// the wallet's network, the router, the approval decoded and held to the
// registry's router), then followed to its receipt (../receipt.ts) and the
// allowance read again. Nothing of it costs an upstream request.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  maxUint256,
} from 'viem'
import { getConnection, sendTransaction } from 'wagmi/actions'
import { isUserRejection, toUserError } from '../../../../lib/toUserError'
import { checkApproval } from '../../guards/checkApproval'
import { trackOnce, waitForOutcome } from '../receipt'
import type {
  ApprovalPendingState,
  ApprovingState,
  ResetPendingState,
  ResettingAllowanceState,
  SwapFlowContext,
  SwapState,
} from '../types'
import {
  approvalSpenderOf,
  readAllowance,
  resetRevertKey,
} from './allowanceStep'

/** The approve step builds, checks, sends and follows an approval. */
type ApproveStepContext = Pick<
  SwapFlowContext,
  | 'inputs'
  | 'chain'
  | 'config'
  | 'publicClient'
  | 'memory'
  | 'approvalMode'
  | 'dispatch'
  | 'i18n'
>

type BuildApprovalTransactionParameters = {
  token: Address
  /** The pinned router (pinnedRouters.ts), held to the registry's. */
  spender: Address
  /** What the router may spend: the sell amount, max uint, or 0 (reset). */
  amountWei: bigint
}

/**
 * `approve(spender, amount)` on the token, built here: nothing of it needs
 * the service (the spender is the reviewed router, the amount the person's
 * choice), so no upstream request is spent on it and no answer from the
 * wire can change it. checkApprovalTransaction still holds it before the
 * wallet sees it.
 */
export function buildApprovalTransaction({
  token,
  spender,
  amountWei,
}: BuildApprovalTransactionParameters): {
  to: Address
  data: Hex
  value: bigint
} {
  return {
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amountWei],
    }),
    value: 0n,
  }
}

async function sendApproval(
  context: ApproveStepContext,
  state: ApprovingState | ResettingAllowanceState,
  isReset: boolean,
): Promise<Hash | null> {
  const { inputs, chain, dispatch } = context
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  const token = inputs.sellToken.address
  const expectedAmount = isReset
    ? 0n
    : context.approvalMode === 'unlimited'
      ? ('unlimited' as const)
      : inputs.amountWei
  const approvalTx = buildApprovalTransaction({
    token,
    spender: approvalSpenderOf(context),
    amountWei: expectedAmount === 'unlimited' ? maxUint256 : expectedAmount,
  })
  const verdict = await checkApproval({
    i18n: context.i18n,
    chain,
    walletChainId: getConnection(context.config).chainId ?? null,
    client: context.publicClient,
    verifiedRouters: context.memory.verifiedRouters,
    verifiedRpcChains: context.memory.verifiedRpcChains,
    approvalTx,
    token,
    expectedAmount,
  })
  if (!verdict.ok) {
    const { check, message } = verdict
    dispatch({ type: 'guardsFailed', check, message, ...about })
    return null
  }
  return sendTransaction(context.config, {
    chainId: chain.id,
    account: inputs.payer,
    to: approvalTx.to,
    data: approvalTx.data,
    value: 0n,
  })
}

async function runApproval(
  context: ApproveStepContext,
  state: ApprovingState | ResettingAllowanceState,
) {
  const { dispatch } = context
  const { inputsKey } = state
  const isReset = state.status === 'resetting-allowance'
  try {
    const hash = await sendApproval(context, state, isReset)
    if (!hash) return
    dispatch({
      type: isReset ? 'allowanceResetSubmitted' : 'approvalSubmitted',
      hash,
      inputsKey,
    })
  } catch (error) {
    if (isUserRejection(error)) {
      dispatch({ type: 'approvalRejected', inputsKey })
    } else {
      dispatch({
        type: 'errorRaised',
        error: toUserError(error, context.i18n),
        inputsKey,
      })
    }
  }
}

/**
 * Follows an approval (or a reset to zero) to its receipt, then reads the
 * allowance again: the wallet may have let the person edit the amount.
 */
async function trackApproval(
  context: ApproveStepContext,
  state: ApprovalPendingState | ResetPendingState,
) {
  const { dispatch } = context
  const { inputsKey, hash } = state
  try {
    const outcome = await waitForOutcome({
      client: context.publicClient(),
      hash,
      // Still out there: the flow shows why it waits, and asks again.
      onRetry: (error) =>
        dispatch({
          type: 'errorRaised',
          error: toUserError(error, context.i18n),
          inputsKey,
        }),
    })
    if (outcome.status === 'reverted') {
      if (state.allowance.currentWei > 0n) {
        context.memory.observedResetReverts.add(resetRevertKey(context))
      }
      dispatch({ type: 'approvalReverted', hash, inputsKey })
      return
    }
    if (state.status === 'reset-pending') {
      dispatch({ type: 'allowanceResetConfirmed', hash, inputsKey })
      return
    }
    const { allowanceWei, isResetRequired } = await readAllowance(context)
    dispatch({
      type: 'approvalConfirmed',
      hash,
      allowanceWei,
      isResetRequired,
      inputsKey,
    })
  } catch (error) {
    dispatch({
      type: 'errorRaised',
      error: toUserError(error, context.i18n),
      inputsKey,
    })
  }
}

/** The approve step: the wallet asked, then the approval followed once. */
export function runApproveStep(context: ApproveStepContext, state: SwapState) {
  switch (state.status) {
    case 'approving':
    case 'resetting-allowance':
      return runApproval(context, state)
    case 'approval-pending':
    case 'reset-pending':
      return trackOnce(context.memory, state.hash, () =>
        trackApproval(context, state),
      )
    default:
      return null
  }
}
