// Approval steps of the swap flow. The approval calldata comes from the
// service and is decoded and checked against the chain registry's router
// before the wallet sees it; a reset to zero is built locally.
import { erc20Abi, type Hash } from 'viem'
import { getConnection, sendTransaction } from 'wagmi/actions'
import { fetchEndpoint } from '../../../lib/apiClient'
import { checkApprovalTransaction } from '../guards/checkApprovalTransaction'
import { buildAllowanceResetTransaction } from './buildAllowanceResetTransaction'
import { isUserRejection, publicClientOf, toFlowError } from './flowHelpers'
import { verifyRouterCode } from './guardSteps'
import { needsAllowanceReset } from './needsAllowanceReset'
import type { SwapFlowContext } from './stepTypes'
import type {
  ApprovalPendingState,
  ApprovingState,
  ResetPendingState,
  ResettingAllowanceState,
} from './types'

export async function readAllowance(context: SwapFlowContext) {
  const { inputs, chain } = context
  const allowanceWei = await publicClientOf(context).readContract({
    address: inputs.sellToken.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [inputs.payer, chain.routerAddress],
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
  const approvalTx = isReset
    ? buildAllowanceResetTransaction({ token, spender: chain.routerAddress })
    : await fetchEndpoint({
        id: 'approveTransaction',
        params: { chainId: chain.id },
        query: {
          tokenAddress: token,
          ...(expectedAmount === 'unlimited'
            ? {}
            : { amount: expectedAmount.toString() }),
        },
        baseUrl: context.api.baseUrl,
        fetchFn: context.api.fetchFn,
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
