// Approval steps of the swap flow. The approval is built here, approve()
// to the pinned router for the amount the person chose (a reset to zero the
// same way), and still decoded and held to the registry's router by the
// approval guard before the wallet sees it. The allowance is read from the
// chain. Nothing of it costs an upstream request.
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem'
import { getConnection, sendTransaction } from 'wagmi/actions'
import { checkApprovalTransaction } from '../guards/checkApprovalTransaction'
import { buildApprovalTransaction } from './buildApprovalTransaction'
import { isUserRejection, publicClientOf, toFlowError } from './flowHelpers'
import { pinRouter, verifyRouterCode } from './guardSteps'
import { needsAllowanceReset } from './needsAllowanceReset'
import type { SwapFlowContext } from './stepTypes'
import type {
  ApprovalPendingState,
  ApprovingState,
  ResetPendingState,
  ResettingAllowanceState,
} from './types'

/**
 * The router approvals go to: the reviewed table's (pinnedRouters.ts) where
 * the chain is pinned, else the registry's, which only an acknowledged
 * unpinned chain gets this far with (verifyRouterCode refuses the rest).
 */
function approvalSpenderOf(context: SwapFlowContext): Address {
  const pinned = pinRouter(context)
  return pinned.status === 'ok'
    ? pinned.router.address
    : context.chain.routerAddress
}

export async function readAllowance(context: SwapFlowContext) {
  const { inputs, chain } = context
  const allowanceWei = await publicClientOf(context).readContract({
    address: inputs.sellToken.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [inputs.payer, approvalSpenderOf(context)],
  })
  const isResetRequired = needsAllowanceReset({
    token: {
      chainId: chain.id,
      address: inputs.sellToken.address,
      symbol: inputs.sellToken.symbol,
    },
    currentAllowance: allowanceWei,
    requiredAmount: inputs.amountWei,
    hasObservedResetRevert: context.memory.observedResetReverts.has(
      `${chain.id}:${inputs.sellToken.address.toLowerCase()}`,
    ),
  })
  return { allowanceWei, isResetRequired }
}

async function checkWalletAndRouter(
  context: SwapFlowContext,
  state: ApprovingState | ResettingAllowanceState,
) {
  const { dispatch, chain } = context
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  if (getConnection(context.config).chainId !== chain.id) {
    const message = `Your wallet is on another network. Switch to network ${chain.id} to continue.`
    dispatch({ type: 'guardsFailed', check: 'chain', message, ...about })
    return false
  }
  const code = await verifyRouterCode(context)
  if (!code.ok) {
    const { check, message } = code
    dispatch({ type: 'guardsFailed', check, message, ...about })
    return false
  }
  return true
}

async function sendApproval(
  context: SwapFlowContext,
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
  const verdict = checkApprovalTransaction({
    approvalTx,
    token,
    registryRouter: chain.routerAddress,
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

export async function runApproval(
  context: SwapFlowContext,
  state: ApprovingState | ResettingAllowanceState,
) {
  const { dispatch } = context
  const { inputsKey } = state
  const isReset = state.status === 'resetting-allowance'
  try {
    if (!(await checkWalletAndRouter(context, state))) return
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
      dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
    }
  }
}

const RECEIPT_ATTEMPTS = 5

/** A dropped connection is not an outcome: ask again a few times. */
async function waitForReceipt(context: SwapFlowContext, hash: Hash) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await publicClientOf(context).waitForTransactionReceipt({ hash })
    } catch (error) {
      if (attempt >= RECEIPT_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  }
}

export async function trackApproval(
  context: SwapFlowContext,
  state: ApprovalPendingState | ResetPendingState,
) {
  const { dispatch, inputs, chain } = context
  const { inputsKey, hash } = state
  try {
    const receipt = await waitForReceipt(context, hash)
    if (receipt.status !== 'success') {
      if (state.allowance.currentWei > 0n) {
        context.memory.observedResetReverts.add(
          `${chain.id}:${inputs.sellToken.address.toLowerCase()}`,
        )
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
    dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
  }
}
