import { useMemo } from 'react'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'
import type { Route } from '../../../../schema/swap'
import type { PoolMidPrice } from '../quote/getPriceImpact'

// Only the first return value of each is read; longer tuples decode fine.
const reservesAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
    ],
  },
] as const
const slot0Abi = [
  {
    type: 'function',
    name: 'slot0',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'sqrtPriceX96', type: 'uint160' }],
  },
] as const
const globalStateAbi = [
  {
    type: 'function',
    name: 'globalState',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'price', type: 'uint160' }],
  },
] as const

type PoolRead = { address: Address; kind: 'reserves' | 'slot0' | 'globalState' }

export function toPoolRead(address: Address, poolType: string): PoolRead {
  if (/^algebra/i.test(poolType)) return { address, kind: 'globalState' }
  if (/v3|slipstream|clmm|concentrated/i.test(poolType)) {
    return { address, kind: 'slot0' }
  }
  return { address, kind: 'reserves' }
}

function toContract(read: PoolRead, chainId: number) {
  if (read.kind === 'reserves') {
    return {
      address: read.address,
      abi: reservesAbi,
      functionName: 'getReserves',
      chainId,
    } as const
  }
  if (read.kind === 'slot0') {
    return {
      address: read.address,
      abi: slot0Abi,
      functionName: 'slot0',
      chainId,
    } as const
  }
  return {
    address: read.address,
    abi: globalStateAbi,
    functionName: 'globalState',
    chainId,
  } as const
}

/**
 * The spot state of every pool on the quote's routes, read from the chain
 * (Multicall3 where the chain has it; wagmi falls back to single reads).
 */
export function useRouteMidPrices({
  chainId,
  routes,
  isEnabled,
}: {
  chainId: number
  routes: readonly Route[] | null
  isEnabled: boolean
}): ReadonlyMap<string, PoolMidPrice> | null {
  const reads = useMemo(() => {
    const seen = new Map<string, PoolRead>()
    for (const route of routes ?? []) {
      for (const pool of route.pools) {
        const key = pool.address.toLowerCase()
        if (!seen.has(key))
          seen.set(key, toPoolRead(pool.address, pool.poolType))
      }
    }
    return [...seen.values()]
  }, [routes])
  const result = useReadContracts({
    contracts: reads.map((read) => toContract(read, chainId)),
    allowFailure: true,
    query: { enabled: isEnabled && reads.length > 0, staleTime: 15_000 },
  })
  return useMemo(() => {
    if (!result.data) return null
    const prices = new Map<string, PoolMidPrice>()
    result.data.forEach((entry, index) => {
      const read = reads[index]
      if (!read || entry.status !== 'success') return
      const value = entry.result as unknown
      if (read.kind === 'reserves') {
        const [reserve0, reserve1] = value as readonly [bigint, bigint]
        prices.set(read.address.toLowerCase(), {
          kind: 'reserves',
          reserve0,
          reserve1,
        })
      } else {
        const sqrtPriceX96 = Array.isArray(value)
          ? (value[0] as bigint)
          : (value as bigint)
        prices.set(read.address.toLowerCase(), {
          kind: 'sqrtPrice',
          sqrtPriceX96,
        })
      }
    })
    return prices
  }, [result.data, reads])
}
