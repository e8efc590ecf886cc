import { formatDuration } from '../../../lib/format'

type DescribeProvenanceParameters = {
  blockNumber?: bigint | null
  /** Local clock. */
  receivedAtMs: number
  nowMs: number
}

/** "block 1234, 5 s ago" or "5 s ago": where a figure comes from. */
export function describeProvenance({
  blockNumber = null,
  receivedAtMs,
  nowMs,
}: DescribeProvenanceParameters): string {
  const age = `${formatDuration((nowMs - receivedAtMs) / 1000)} ago`
  return blockNumber === null ? age : `block ${blockNumber}, ${age}`
}
