// Guards the approval transaction from /swap/v1/{chainId}/approve/transaction
// before the wallet signs it: an answer tampered on its way could approve
// another spender, call something other than approve, or approve more than
// the person chose. The calldata is decoded here, never trusted.
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem'
import type { GuardFailure, GuardResult } from './types'

export type CheckApprovalTransactionParameters = {
  approvalTx: { to: Address; data: Hex; value: string | bigint }
  /** The token being sold. */
  token: Address
  /** The chain registry's router: the only spender we ever approve. */
  registryRouter: Address
  /** Exact amount in the token's smallest unit (0n for a reset). */
  expectedAmount: bigint | 'unlimited'
}

type CheckApprovalTransactionReturnType = GuardResult

const fail = (check: GuardFailure['check'], message: string): GuardFailure => ({
  ok: false,
  check,
  message,
})

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

const describeAmount = (amount: bigint) =>
  amount === maxUint256 ? 'an unlimited amount' : `${amount} (smallest units)`

export function checkApprovalTransaction({
  approvalTx,
  token,
  registryRouter,
  expectedAmount,
}: CheckApprovalTransactionParameters): CheckApprovalTransactionReturnType {
  if (!isAddressEqual(approvalTx.to, token)) {
    return fail(
      'approval-target',
      `The approval is addressed to ${approvalTx.to}, not to the token you are selling (${token}).`,
    )
  }
  const call = decodeApprove(approvalTx.data)
  if (!call) {
    return fail(
      'approval-selector',
      'The approval transaction does not call approve on the token; it would do something else.',
    )
  }
  if (!isAddressEqual(call.spender, registryRouter)) {
    return fail(
      'spender',
      `The approval would let ${call.spender} spend your tokens, not the swap router registered for this network (${registryRouter}).`,
    )
  }
  const wanted = expectedAmount === 'unlimited' ? maxUint256 : expectedAmount
  if (call.amount !== wanted) {
    return fail(
      'approval-amount',
      `The approval is for ${describeAmount(call.amount)}, not for ${describeAmount(wanted)} as you chose.`,
    )
  }
  if (BigInt(approvalTx.value) !== 0n) {
    return fail(
      'approval-amount',
      'The approval would also send native tokens; an approval never sends any.',
    )
  }
  return { ok: true }
}
