/** Gas units kept back when selling the native token: a generous swap. */
export const NATIVE_GAS_RESERVE_UNITS = 1_000_000n

type GetMaxSpendableParameters = {
  balance: bigint
  isNative: boolean
  /** Current gas price; null when unknown. */
  gasPriceWei: bigint | null
  nativeDecimals: number
}

/**
 * What "Max" fills in: the whole balance of a token, or of the native coin
 * minus enough to pay for the swap's gas (0.01 of the coin when the gas
 * price is unknown).
 */
export function getMaxSpendable({
  balance,
  isNative,
  gasPriceWei,
  nativeDecimals,
}: GetMaxSpendableParameters): bigint {
  if (!isNative) return balance
  const reserve =
    gasPriceWei === null
      ? 10n ** BigInt(Math.max(0, nativeDecimals - 2))
      : gasPriceWei * NATIVE_GAS_RESERVE_UNITS
  return balance > reserve ? balance - reserve : 0n
}
