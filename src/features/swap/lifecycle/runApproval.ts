// The allowance and approve steps. The allowance is read from the chain;
// the approval is built here, approve() to the pinned router for the
// amount the person chose (a reset to zero the same way), and checked
// before the wallet sees it (../guards/checkApproval.ts, checkApproval: the
// wallet's network, the router, the approval decoded and held to the
// registry's router). Nothing of it costs an upstream request.
import { msg } from '@lingui/core/macro'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem'
import { getConnection, sendTransaction } from 'wagmi/actions'
import { isUserRejection, toUserError } from '../../../lib/toUserError'
import { checkApproval } from '../guards/checkApproval'
import { pinRouter } from '../guards/pinRouter'
import { waitForOutcome } from './runSwap'
import type {
  ApprovalPendingState,
  ApprovingState,
  ReadingAllowanceState,
  ResetPendingState,
  ResettingAllowanceState,
  SwapFlowContext,
} from './types'

/**
 * Tokens whose `approve` reverts when changing one non-zero allowance to
 * another (Tether's race-condition guard), by chain. The service's token
 * tags carry no such marker, so this list, the symbol and what we observed
 * on-chain are the sources.
 */
export const allowanceResetTokens: Readonly<
  Record<number, readonly Address[]>
> = {
  1: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
}

/** Symbols treated as Tether-like on any chain (bridged copies, devnet). */
const resetSymbols = new Set(['USDT'])

export type NeedsAllowanceResetParameters = {
  token: { chainId: number; address: Address; symbol: string }
  currentAllowance: bigint
  requiredAmount: bigint
  /** An approve from a non-zero allowance reverted for this token before. */
  hasObservedResetRevert?: boolean
}

/**
 * Whether the allowance must go to zero before the new approval: only when
 * an approval is needed at all (current below required), the current one is
 * not already zero, and the token is known or seen to need it. Erring
 * towards a reset costs one extra transaction; missing one makes the
 * approval revert, which the caller then records as
 * `hasObservedResetRevert`.
 */
export function needsAllowanceReset({
  token,
  currentAllowance,
  requiredAmount,
  hasObservedResetRevert = false,
}: NeedsAllowanceResetParameters): boolean {
  if (currentAllowance === 0n || currentAllowance >= requiredAmount) {
    return false
  }
  if (hasObservedResetRevert) return true
  if (resetSymbols.has(token.symbol.trim().toUpperCase())) return true
  const known = allowanceResetTokens[token.chainId] ?? []
  return known.some((address) => isAddressEqual(address, token.address))
}

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

/**
 * The router approvals go to: the reviewed table's (pinnedRouters.ts) where
 * the chain is pinned, else the registry's, which only an acknowledged
 * unpinned chain gets this far with (verifyRouterCode refuses the rest).
 */
function approvalSpenderOf({ i18n, chain }: SwapFlowContext): Address {
  const pinned = pinRouter({ i18n, chain })
  return pinned.status === 'ok' ? pinned.router.address : chain.routerAddress
}

const resetRevertKey = ({ chain, inputs }: SwapFlowContext) =>
  `${chain.id}:${inputs.sellToken.address.toLowerCase()}`

async function readAllowance(context: SwapFlowContext) {
  const { inputs, chain } = context
  const allowanceWei = await context.publicClient().readContract({
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
      resetRevertKey(context),
    ),
  })
  return { allowanceWei, isResetRequired }
}

export async function runAllowanceRead(
  context: SwapFlowContext,
  state: ReadingAllowanceState,
) {
  const { inputsKey } = state
  try {
    const read = await readAllowance(context)
    context.dispatch({ type: 'allowanceRead', ...read, inputsKey })
  } catch (error) {
    const flowError = toUserError(error, context.i18n)
    // The node did not answer: the flow asks again by itself (runSwapStep).
    const { symbol } = context.inputs.sellToken
    const message = flowError.isRetryable
      ? context.i18n._(
          msg`Your ${symbol} allowance could not be read — the network isn't answering. Trying again by itself…`,
        )
      : flowError.message
    context.dispatch({
      type: 'errorRaised',
      error: { ...flowError, message },
      inputsKey,
    })
  }
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
  const verdict = await checkApproval({
    i18n: context.i18n,
    chain,
    walletChainId: getConnection(context.config).chainId ?? null,
    client: context.publicClient,
    verifiedRouters: context.memory.verifiedRouters,
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

export async function runApproval(
  context: SwapFlowContext,
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
export async function trackApproval(
  context: SwapFlowContext,
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
