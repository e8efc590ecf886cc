import { type Address, erc20Abi, isAddressEqual, type PublicClient } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import {
  devSwapPairAbi,
  multicall3Abi,
  uniswapV2PairAbi,
} from '../../generated/contracts'
import { type PoolState, poolKinds } from '../routing/types'
import type { AggregatorWorld } from '../world/AggregatorWorld'

export type PayerCheck = {
  payer: Address
  /** Token the payer sells; the native sentinel for native input. */
  token: Address
}

type ReadMarketStateParameters = {
  client: PublicClient
  world: AggregatorWorld
  payerCheck?: PayerCheck
}

/** A read result, or null when that call failed (the check is UNKNOWN). */
export type PayerState = {
  tokenBalance: bigint | null
  allowance: bigint | null
  nativeBalance: bigint | null
}

export type MarketState = {
  blockNumber: bigint
  pools: PoolState[]
  payer: PayerState | null
}

const UNISWAP_V2_FEE_BPS = 30n

/**
 * Everything a quote depends on, read in one Multicall3 `aggregate3` pinned
 * to one block: every pool's reserves, its token balances (to see unsynced
 * donations), DevSwap fees, and the payer's balance, allowance to the router
 * and native balance when asked.
 */
export async function readMarketState({
  client,
  world,
  payerCheck,
}: ReadMarketStateParameters): Promise<MarketState> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const poolCalls = world.pools.flatMap((pool) => [
    {
      address: pool.address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    } as const,
    {
      address: pool.token0,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [pool.address],
    } as const,
    {
      address: pool.token1,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [pool.address],
    } as const,
    {
      address: pool.address,
      abi: devSwapPairAbi,
      functionName: pool.kind === poolKinds.devSwap ? 'feeBps' : 'token0',
    } as const,
  ])
  const payerCalls = payerCheck ? buildPayerCalls(world, payerCheck) : []
  const results = await client.multicall({
    contracts: [...poolCalls, ...payerCalls],
    allowFailure: true,
    blockNumber,
    multicallAddress: world.multicall3,
    batchSize: 0,
  })

  const pools: PoolState[] = world.pools.map((pool, index) => {
    const [reserves, balance0, balance1, fee] = results.slice(
      index * 4,
      index * 4 + 4,
    )
    const [reserve0, reserve1] =
      reserves?.status === 'success'
        ? (reserves.result as readonly [bigint, bigint, number])
        : [0n, 0n]
    const feeBps =
      pool.kind === poolKinds.devSwap
        ? fee?.status === 'success'
          ? BigInt(fee.result as number)
          : null
        : UNISWAP_V2_FEE_BPS
    return {
      address: pool.address,
      kind: pool.kind,
      token0: pool.token0,
      token1: pool.token1,
      // A pool we cannot read or price is treated as empty.
      reserve0: feeBps === null ? 0n : reserve0,
      reserve1: feeBps === null ? 0n : reserve1,
      feeBps: feeBps ?? 0n,
      excess0: excessOf(balance0, reserve0),
      excess1: excessOf(balance1, reserve1),
    }
  })

  const payerResults = results.slice(poolCalls.length)
  return {
    blockNumber,
    pools,
    payer: payerCheck ? toPayerState(payerCheck, payerResults) : null,
  }
}

function buildPayerCalls(world: AggregatorWorld, { payer, token }: PayerCheck) {
  const nativeBalance = {
    address: world.multicall3,
    abi: multicall3Abi,
    functionName: 'getEthBalance',
    args: [payer],
  } as const
  if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) return [nativeBalance]
  return [
    nativeBalance,
    {
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payer],
    } as const,
    {
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [payer, world.router],
    } as const,
  ]
}

type CallResult =
  | { status: 'success'; result: unknown }
  | { status: 'failure'; error: Error }

function bigintOf(result: CallResult | undefined): bigint | null {
  return result?.status === 'success' && typeof result.result === 'bigint'
    ? result.result
    : null
}

function toPayerState(
  { token }: PayerCheck,
  results: readonly CallResult[],
): PayerState {
  const nativeBalance = bigintOf(results[0])
  if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) {
    return { tokenBalance: nativeBalance, allowance: null, nativeBalance }
  }
  return {
    nativeBalance,
    tokenBalance: bigintOf(results[1]),
    allowance: bigintOf(results[2]),
  }
}

function excessOf(balance: CallResult | undefined, reserve: bigint) {
  const value = bigintOf(balance)
  return value !== null && value > reserve ? value - reserve : 0n
}
