import type { Address, Hash } from 'viem'
import type { RouterDesign } from '../../worldSpecs'
import type { PoolKind } from '../routing/types'

export type AggregatorToken = {
  address: Address
  symbol: string
  name: string
  decimals: number
  verified: boolean
  tags: readonly string[]
  /** Logo file name, served by the service under /logos/. */
  logo: string
}

export type AggregatorPool = {
  address: Address
  kind: PoolKind
  token0: Address
  token1: Address
}

export type AggregatorSource = {
  key: string
  name: string
  poolType: string
  kind: PoolKind
}

/**
 * What the service needs to know about a chain it serves: contracts,
 * tokens and pools. Reserves, fees, balances and code are read from the chain
 * on demand, never from here.
 */
export type AggregatorWorld = {
  chainId: number
  chainName: string
  nativeSymbol: string
  nativeName: string
  nativeDecimals: number
  nativeLogo: string
  router: Address
  /** Which router contract: how the calldata of a route is encoded. */
  routerDesign: RouterDesign
  routerVersion: string
  multicall3: Address
  wrappedNative: Address
  /** The USD stablecoin prices are derived against. */
  usdStablecoin: Address
  tokens: readonly AggregatorToken[]
  pools: readonly AggregatorPool[]
  /** One per pool family. */
  sources: readonly AggregatorSource[]
  routerDeployment: { transactionHash: Hash; blockNumber: bigint }
}
