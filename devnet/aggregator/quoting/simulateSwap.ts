import type { Address, Hex, PublicClient } from 'viem'

type SimulateSwapParameters = {
  client: PublicClient
  from: Address
  to: Address
  data: Hex
  value: bigint
  blockNumber: bigint
  gasFloor: bigint
  /** Don't run eth_estimateGas; report this status with the floor instead. */
  skip: 'INCOMPLETE' | 'SKIPPED_METRIC_STATE' | null
}

export type SwapSimulation = {
  status: 'SUCCESS' | 'INCOMPLETE' | 'SKIPPED_METRIC_STATE'
  method: 'estimateGas' | 'routeGasFloor'
  gas: string
  blockNumber: string
}

/**
 * eth_estimateGas from the payer at the quoted block proves the swap runs
 * (SUCCESS); when it reverts or cannot run, the route's gas floor stands in
 * and the caller must simulate itself.
 */
export async function simulateSwap({
  client,
  from,
  to,
  data,
  value,
  blockNumber,
  gasFloor,
  skip,
}: SimulateSwapParameters): Promise<SwapSimulation> {
  const floor = {
    method: 'routeGasFloor',
    gas: String(gasFloor),
    blockNumber: String(blockNumber),
  } as const
  if (skip) return { status: skip, ...floor }
  try {
    const gas = await client.estimateGas({
      account: from,
      to,
      data,
      value,
      blockNumber,
    })
    return {
      status: 'SUCCESS',
      method: 'estimateGas',
      gas: String(gas),
      blockNumber: String(blockNumber),
    }
  } catch {
    return { status: 'INCOMPLETE', ...floor }
  }
}
