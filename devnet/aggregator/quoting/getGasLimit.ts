import { withGasBuffer } from './withGasBuffer'

type GetGasLimitParameters = {
  estimatedGas: bigint
  gasFloor: bigint
}

/**
 * The estimate plus the spec's 20% buffer, but never under the route's gas
 * floor: an estimate made in the same second as a pool's last update misses
 * the Uniswap V2 price-accumulator writes (about 44k gas) that a later block
 * performs.
 */
export function getGasLimit({
  estimatedGas,
  gasFloor,
}: GetGasLimitParameters): bigint {
  const buffered = withGasBuffer(estimatedGas)
  return buffered > gasFloor ? buffered : gasFloor
}
