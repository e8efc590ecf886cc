// What a contract call reverted with, decoded against the ABI it was made
// with: the error's name and arguments, or undefined when it did not revert
// with a known error.
import { BaseError, ContractFunctionRevertedError } from 'viem'

export async function getRevertData(
  call: Promise<unknown>,
): Promise<{ errorName: string; args?: readonly unknown[] } | undefined> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk(
    (cause) => cause instanceof ContractFunctionRevertedError,
  )
  return reverted instanceof ContractFunctionRevertedError
    ? reverted.data
    : undefined
}
