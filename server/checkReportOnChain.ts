import type { ExecutionReport } from '../schema/partner'
import type { ChainReader } from './createChainReader'

/**
 * Ties an execution report to its quote's sender on chain, before it is
 * forwarded under the partner key: the report body holds only a
 * transaction hash, so without this a client could report anyone's
 * transaction (or an invented outcome) as its quote's. SUBMITTED: the
 * transaction exists on the quote's chain, was sent by the payer the
 * quote named, and goes to the quote's target (or, for an atomic batch,
 * to the payer's own account). CONFIRMED / REVERTED: its receipt is on chain with that
 * status, sent by the same payer (the submitted transaction, or the one a
 * wallet replaced it with: same sender). A transaction the node does not
 * know yet (a broadcast still propagating, a receipt not yet mined) is
 * polled for briefly, then answered 503 with a Retry-After, which the app
 * treats as "try again later" (its report queue backs off), never as
 * final. A node that fails is the same 503: a report is best effort and
 * nothing is forwarded unchecked.
 */

export const CHAIN_POLL_MS = 500
export const CHAIN_WAIT_MS = 3000
export const CHAIN_RETRY_AFTER_SECONDS = 15

export type ChainCheckRefusal = {
  status: 422 | 503
  message: string
  retryAfterSeconds?: number
}

type CheckReportOnChainParameters = {
  reader: ChainReader
  report: ExecutionReport
  /** The payer the quote request named (lower case). */
  payer: string
  /** The quote's transaction's target (lower case), if kept. */
  target?: string
  sleep: (ms: number) => Promise<unknown>
  waitMs?: number
  pollMs?: number
}

const later = (message: string): ChainCheckRefusal => ({
  status: 503,
  message,
  retryAfterSeconds: CHAIN_RETRY_AFTER_SECONDS,
})

/** Null when the report holds on chain, else the answer to give. */
export async function checkReportOnChain({
  reader,
  report,
  payer,
  target,
  sleep,
  waitMs = CHAIN_WAIT_MS,
  pollMs = CHAIN_POLL_MS,
}: CheckReportOnChainParameters): Promise<ChainCheckRefusal | null> {
  const { chainId, status, quoteId } = report
  const hash = report.transactionHash.toLowerCase()
  const isSubmitted = status === 'SUBMITTED'
  const read = () =>
    isSubmitted
      ? reader.getTransaction(chainId, hash)
      : reader.getReceipt(chainId, hash)
  let found: Awaited<ReturnType<typeof read>>
  try {
    found = await read()
    for (let waited = 0; found === null && waited < waitMs; ) {
      await sleep(pollMs)
      waited += pollMs
      found = await read()
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return later(
      `chain ${chainId}'s node could not be read to check transaction ${hash} (${reason}); report again later`,
    )
  }
  if (found === null) {
    return later(
      isSubmitted
        ? `transaction ${hash} is not known on chain ${chainId} yet; report again later`
        : `transaction ${hash} has no receipt on chain ${chainId} yet; report ${status} again once it is mined`,
    )
  }
  if (found.from !== payer) {
    return {
      status: 422,
      message: `transaction ${hash} was sent by ${found.from}, not by ${payer}, the payer of quote ${quoteId}`,
    }
  }
  // The quote's own transaction goes to its target; in an atomic batch
  // (EIP-7702 / EIP-5792, the floor guard's) the payer calls its own
  // account, which runs the quote's call among others.
  const to = 'to' in found ? found.to : undefined
  if (isSubmitted && target && to !== target && to !== payer) {
    return {
      status: 422,
      message: `transaction ${hash} goes to ${to ?? 'no address (a contract creation)'}, not to ${target}, the target of quote ${quoteId} (nor the payer's own account, for a batch)`,
    }
  }
  if (!isSubmitted && 'isSuccess' in found) {
    const isConfirmed = status === 'CONFIRMED'
    if (found.isSuccess !== isConfirmed) {
      return {
        status: 422,
        message: `transaction ${hash} ${found.isSuccess ? 'succeeded' : 'reverted'} on chain ${chainId}: it cannot be reported ${status}`,
      }
    }
  }
  return null
}
