// An approval the app built itself (approve(pinned router, amount)) is
// still decoded and held to the registry's router before the wallet sees
// it: another spender, another call than approve, or more than the person
// chose must never reach a signature.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem'
import { fail, type GuardResult, type GuardWords, guardI18n } from './types'

export type CheckApprovalTransactionParameters = GuardWords & {
  approvalTx: { to: Address; data: Hex; value: string | bigint }
  /** The token being sold. */
  token: Address
  /** The chain registry's router: the only spender we ever approve. */
  registryRouter: Address
  /** Exact amount in the token's smallest unit (0n for a reset). */
  expectedAmount: bigint | 'unlimited'
}

function decodeApprove(rawData: Hex) {
  const data = rawData.toLowerCase() as Hex
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName !== 'approve') return null
    const [spender, amount] = call.args
    // Only the plain encoding: no trailing bytes riding along.
    const canonical = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
    })
    return canonical === data ? { spender, amount } : null
  } catch {
    return null
  }
}

/**
 * The approval's amount against the one chosen, one whole sentence per
 * case: "an unlimited amount" dropped into a shared sentence would not fit
 * every language's grammar.
 */
function describeAmountMismatch(
  approvedWei: bigint,
  chosenWei: bigint,
  i18n: I18n,
) {
  const approved = String(approvedWei)
  const chosen = String(chosenWei)
  if (approvedWei === maxUint256) {
    return i18n._(
      msg`The approval is for an unlimited amount, not for ${chosen} (smallest units) as you chose.`,
    )
  }
  if (chosenWei === maxUint256) {
    return i18n._(
      msg`The approval is for ${approved} (smallest units), not for an unlimited amount as you chose.`,
    )
  }
  return i18n._(
    msg`The approval is for ${approved} (smallest units), not for ${chosen} (smallest units) as you chose.`,
  )
}

/** The approval's calldata decoded, never trusted: spender, amount, no value. */
export function checkApprovalTransaction(
  parameters: CheckApprovalTransactionParameters,
): GuardResult {
  const { approvalTx, token, registryRouter, expectedAmount } = parameters
  const i18n = guardI18n(parameters)
  if (!isAddressEqual(approvalTx.to, token)) {
    const to = approvalTx.to
    return fail(
      'approval-target',
      i18n._(
        msg`The approval is addressed to ${to}, not to the token you are selling (${token}).`,
      ),
    )
  }
  const call = decodeApprove(approvalTx.data)
  if (!call) {
    return fail(
      'approval-selector',
      i18n._(
        msg`The approval transaction does not call approve on the token; it would do something else.`,
      ),
    )
  }
  if (!isAddressEqual(call.spender, registryRouter)) {
    const spender = call.spender
    return fail(
      'spender',
      i18n._(
        msg`The approval would let ${spender} spend your tokens, not the swap router registered for this network (${registryRouter}).`,
      ),
    )
  }
  const wanted = expectedAmount === 'unlimited' ? maxUint256 : expectedAmount
  if (call.amount !== wanted) {
    return fail(
      'approval-amount',
      describeAmountMismatch(call.amount, wanted, i18n),
    )
  }
  if (BigInt(approvalTx.value) !== 0n) {
    return fail(
      'approval-amount',
      i18n._(
        msg`The approval would also send native tokens; an approval never sends any.`,
      ),
    )
  }
  return { ok: true }
}
