import type { CompareGasFigures, CompareNetworkFee } from '../types'

/**
 * The route's network fee from the app's own figures: the quote's gas
 * estimate at the network's gas price as the app read it (the quote's
 * until then). Null when a figure is missing.
 */
export function toNetworkFee(
  gas: CompareGasFigures | undefined,
): CompareNetworkFee | null {
  const native = gas?.network.nativeToken
  if (!gas || !native) return null
  const units = gas.quote.gasUnits
  const gasPriceWei = gas.network.gasPriceWei ?? gas.quote.gasPriceWei
  if (units === null || gasPriceWei === null) return null
  return {
    aggregatorGas: units,
    gasPriceWei,
    gasPriceSource: gas.network.gasPriceWei === null ? 'quote' : 'network',
    native: {
      symbol: native.symbol,
      decimals: native.decimals,
      priceUsd: native.priceUsd,
    },
  }
}
