import { type Address, encodeFunctionData, type Hex } from 'viem'
import { encodePackedProgram } from '../../encodePackedProgram'
import { routerAbi } from '../../generated/contracts'
import type { RouterDesign } from '../../worldSpecs'
import type { Route } from '../routing/types'

type EncodeSwapCalldataParameters = {
  /** The chain's router contract decides the encoding. */
  routerDesign: RouterDesign
  route: Route
  /** As the caller named them: the native sentinel stays the sentinel. */
  tokenIn: Address
  tokenOut: Address
  minAmountOut: bigint
  recipient: Address
  deadline: bigint
}

/**
 * The route's paths in the order they were simulated, as the chain's router
 * reads them: `Router.swap` with its ABI, or PackedRouter's packed program
 * (hops name pools only; the router finds each hop's output token).
 */
export function encodeSwapCalldata({
  routerDesign,
  route,
  tokenIn,
  tokenOut,
  minAmountOut,
  recipient,
  deadline,
}: EncodeSwapCalldataParameters): Hex {
  if (routerDesign === 'PackedRouter') {
    return encodePackedProgram({
      tokenIn,
      tokenOut,
      amountIn: route.amountIn,
      minAmountOut,
      recipient,
      deadline,
      paths: route.paths.map(({ path, amountIn }) => ({
        amountIn,
        hops: path.hops.map((hop) => ({
          pool: hop.pool.address,
          kind: hop.pool.kind,
        })),
      })),
    })
  }
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
