import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { Route } from '../../../../schema/swap'
import { lazyModule } from '../../../lib/lazyModule'
import type { PoolRead } from '../pools/readPoolStates'
import type { PoolMidPrice } from '../quote/getPriceImpact'

export function toPoolRead(address: Address, poolType: string): PoolRead {
  if (/^algebra/i.test(poolType)) return { address, kind: 'globalState' }
  if (/v3|slipstream|clmm|concentrated/i.test(poolType)) {
    return { address, kind: 'slot0' }
  }
  return { address, kind: 'reserves' }
}

/**
 * The spot state of every pool on the quote's routes, read from the chain
 * (Multicall3 where the chain has it; wagmi falls back to single reads).
 * The reads load with the first quote (readPoolStates.ts): viem's call and
 * ABI coding are not part of the first load.
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
  const config = useConfig()
  const { data } = useQuery({
    queryKey: ['routeMidPrices', { chainId, reads }],
    queryFn: async () => {
      const { readPoolStates } = await poolReads.load()
      return readPoolStates(config, chainId, reads)
    },
    enabled: isEnabled && reads.length > 0,
    staleTime: 15_000,
  })
  return data ?? null
}
/** The pool reads (viem's call and ABI coding): loaded with the first route. */
const poolReads = lazyModule(() => import('../pools/readPoolStates'))
