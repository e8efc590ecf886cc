/** The spec's 20% safety buffer over a gas estimate, rounded up. */
export function withGasBuffer(gas: bigint): bigint {
  return (gas * 12n + 9n) / 10n
}
