import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { readContracts } from 'wagmi/actions'
import type { PoolMidPrice } from '../quote/getPriceImpact'

/** One pool's spot-state read (useRouteMidPrices.ts picks the kind). */
export type PoolRead = {
  address: Address
  kind: 'reserves' | 'slot0' | 'globalState'
}

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

/** Reads each pool's spot state; a pool whose read failed is absent. */
export async function readPoolStates(
  config: Config,
  chainId: number,
  reads: readonly PoolRead[],
): Promise<ReadonlyMap<string, PoolMidPrice>> {
  const result = await readContracts(config, {
    contracts: reads.map((read) => toContract(read, chainId)),
    allowFailure: true,
  })
  const prices = new Map<string, PoolMidPrice>()
  result.forEach((entry, index) => {
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
}
