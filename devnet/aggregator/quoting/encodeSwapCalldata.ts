import { type Address, encodeFunctionData, type Hex } from 'viem'
import { routerAbi } from '../../generated/contracts'
import type { Route } from '../routing/types'

type EncodeSwapCalldataParameters = {
  route: Route
  /** As the caller named them: the native sentinel stays the sentinel. */
  tokenIn: Address
  tokenOut: Address
  minAmountOut: bigint
  recipient: Address
  deadline: bigint
}

/** `Router.swap` with the route's paths in the order they were simulated. */
export function encodeSwapCalldata({
  route,
  tokenIn,
  tokenOut,
  minAmountOut,
  recipient,
  deadline,
}: EncodeSwapCalldataParameters): Hex {
  return encodeFunctionData({
    abi: routerAbi,
    functionName: 'swap',
    args: [
      tokenIn,
      tokenOut,
      route.amountIn,
      minAmountOut,
      recipient,
      deadline,
      route.paths.map(({ path, amountIn }) => ({
        amountIn,
        hops: path.hops.map((hop) => ({
          pool: hop.pool.address,
          kind: hop.pool.kind,
          tokenOut: hop.tokenOut,
        })),
      })),
    ],
  })
}
