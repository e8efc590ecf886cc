import {
  BaseError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
} from 'viem'

/** The node has no such method (eth_simulateV1 on many nodes): asking it
 * again, in any form, gets the same answer. */
export function isMethodMissing(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (inner) =>
        inner instanceof MethodNotFoundRpcError ||
        inner instanceof MethodNotSupportedRpcError ||
        (inner instanceof Error &&
          /eth_simulateV1.*(not (found|supported|available)|does not exist)|method not found/i.test(
            inner.message,
          )),
    ) !== null
  )
}
