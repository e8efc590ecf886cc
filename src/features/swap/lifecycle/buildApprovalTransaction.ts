import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

type BuildApprovalTransactionParameters = {
  token: Address
  /** The pinned router (pinnedRouters.ts), held to the registry's. */
  spender: Address
  /** What the router may spend: the sell amount, max uint, or 0 (reset). */
  amountWei: bigint
}

type BuildApprovalTransactionReturnType = {
  to: Address
  data: Hex
  value: bigint
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
}: BuildApprovalTransactionParameters): BuildApprovalTransactionReturnType {
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
