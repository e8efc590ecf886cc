import { toUsdPrice } from '../../../../schema/tokenNumbers'
import { formatUnits } from '../../../lib/tokenUnits'

type GetGasCostParameters = {
  gasUnits: bigint | null
  gasPriceWei: bigint | null
  nativeDecimals: number
  nativePriceUsd: number | null
}

type GetGasCostReturnType = {
  /** In the native coin's smallest unit. */
  nativeAmount: bigint
  usd: number | null
} | null

/** Gas × price (gasPrice or maxFeePerGas) × the native coin's USD price. */
export function getGasCost({
  gasUnits,
  gasPriceWei,
  nativeDecimals,
  nativePriceUsd,
}: GetGasCostParameters): GetGasCostReturnType {
  if (gasUnits === null || gasPriceWei === null) return null
  const nativeAmount = gasUnits * gasPriceWei
  const price = toUsdPrice(nativePriceUsd)
  const usd =
    price === null
      ? null
      : Number(formatUnits(nativeAmount, nativeDecimals)) * price
  return { nativeAmount, usd }
}
