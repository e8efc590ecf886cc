import { hexToBigInt, type PublicClient } from 'viem'
import type { TransactionType } from '../state/createAggregatorSettings'

type ReadGasPricingParameters = {
  client: PublicClient
  txType: TransactionType
}

export type GasPricing =
  | { type: 'legacy'; gasPrice: bigint; maxCostPerGas: bigint }
  | {
      type: 'eip1559'
      /** Expected effective price (base fee + tip), for display. */
      gasPrice: bigint
      maxFeePerGas: bigint
      maxPriorityFeePerGas: bigint
      maxCostPerGas: bigint
    }

/**
 * Current network prices. EIP-1559 allows the base fee to double before the
 * transaction is priced out, as wallets do.
 */
export async function readGasPricing({
  client,
  txType,
}: ReadGasPricingParameters): Promise<GasPricing> {
  if (txType === 'legacy') {
    const gasPrice = await client.getGasPrice()
    return { type: 'legacy', gasPrice, maxCostPerGas: gasPrice }
  }
  const [block, tip] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.request({ method: 'eth_maxPriorityFeePerGas' }),
  ])
  const baseFee = block.baseFeePerGas ?? 0n
  const maxPriorityFeePerGas = hexToBigInt(tip)
  const maxFeePerGas = baseFee * 2n + maxPriorityFeePerGas
  return {
    type: 'eip1559',
    gasPrice: baseFee + maxPriorityFeePerGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
    maxCostPerGas: maxFeePerGas,
  }
}
