import type { World } from '../../world'
import { poolKinds } from '../routing/types'
import type { AggregatorWorld } from './AggregatorWorld'

type ToAggregatorWorldParameters = {
  world: World
}

/** A devnet world, as the service sees it. */
export function toAggregatorWorld({
  world,
}: ToAggregatorWorldParameters): AggregatorWorld {
  return {
    chainId: world.chainId,
    chainName: world.name,
    nativeSymbol: world.native.symbol,
    nativeName: world.native.name,
    nativeDecimals: world.native.decimals,
    nativeLogo: world.native.logo,
    router: world.contracts.router,
    routerDesign: world.routerDesign,
    routerVersion: world.routerVersion,
    multicall3: world.contracts.multicall3,
    wrappedNative: world.contracts.wrappedNative,
    usdStablecoin: world.tokens.USDC.address,
    tokens: Object.values(world.tokens).map((token) => ({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      verified: token.isVerified,
      tags: token.tags,
      logo: token.logo,
    })),
    pools: world.pools.map((pool) => ({
      address: pool.address,
      kind: pool.kind,
      token0: pool.token0,
      token1: pool.token1,
    })),
    sources: [
      {
        key: 'uniswap_v2',
        name: 'Uniswap V2',
        poolType: 'uniswap_v2',
        kind: poolKinds.uniswapV2,
      },
      {
        key: 'devswap',
        name: 'DevSwap',
        poolType: 'devswap',
        kind: poolKinds.devSwap,
      },
    ],
    routerDeployment: {
      transactionHash: world.routerDeployment.transactionHash,
      blockNumber: BigInt(world.routerDeployment.blockNumber),
    },
  }
}
