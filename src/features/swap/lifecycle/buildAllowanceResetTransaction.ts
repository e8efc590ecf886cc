import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

type BuildAllowanceResetTransactionParameters = {
  token: Address
  spender: Address
}

type BuildAllowanceResetTransactionReturnType = {
  to: Address
  data: Hex
  value: bigint
}

/**
 * `approve(spender, 0)` on the token, built here: the service's approval
 * endpoint takes only positive amounts, and a reset needs none of its data.
 */
export function buildAllowanceResetTransaction({
  token,
  spender,
}: BuildAllowanceResetTransactionParameters): BuildAllowanceResetTransactionReturnType {
  return {
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, 0n],
    }),
    value: 0n,
  }
}
