// The calldata of devnet/contracts/PackedRouter.sol: one packed program, no
// selector (the layout is documented in the contract). The aggregator builds
// Devnet B's transactions with it; the router's tests call it directly.
import { type Address, encodePacked, type Hex } from 'viem'

export const PACKED_PROGRAM_VERSION = 1

export type PackedHop = {
  pool: Address
  /** 0 Uniswap V2, 1 DevSwap. */
  kind: number
}

export type PackedPath = {
  amountIn: bigint
  hops: readonly PackedHop[]
}

export type PackedProgram = {
  /** The native sentinel means ETH sent as value. */
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut: bigint
  /** The zero address pays msg.sender. */
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
  paths: readonly PackedPath[]
}

const MAX_UINT128 = 2n ** 128n - 1n
const MAX_UINT40 = 2n ** 40n - 1n

function checkRange(name: string, value: bigint, max: bigint) {
  if (value < 0n || value > max) {
    throw new RangeError(`${name} ${value} does not fit the packed program`)
  }
}

function checkCount(name: string, count: number) {
  if (count < 1 || count > 255) {
    throw new RangeError(`${name} must be 1 to 255, not ${count}`)
  }
}

/** The program as PackedRouter's fallback reads it, byte for byte. */
export function encodePackedProgram(program: PackedProgram): Hex {
  checkRange('amountIn', program.amountIn, MAX_UINT128)
  checkRange('minAmountOut', program.minAmountOut, MAX_UINT128)
  checkRange('deadline', program.deadline, MAX_UINT40)
  checkCount('pathCount', program.paths.length)
  const header = encodePacked(
    [
      'uint8',
      'address',
      'address',
      'uint128',
      'uint128',
      'address',
      'uint40',
      'uint8',
    ],
    [
      PACKED_PROGRAM_VERSION,
      program.tokenIn,
      program.tokenOut,
      program.amountIn,
      program.minAmountOut,
      program.recipient,
      Number(program.deadline),
      program.paths.length,
    ],
  )
  const paths = program.paths.map((path) => {
    checkRange('path amountIn', path.amountIn, MAX_UINT128)
    checkCount('hopCount', path.hops.length)
    const hops = path.hops.map((hop) =>
      encodePacked(['address', 'uint8'], [hop.pool, hop.kind]).slice(2),
    )
    const head = encodePacked(
      ['uint128', 'uint8'],
      [path.amountIn, path.hops.length],
    )
    return head.slice(2) + hops.join('')
  })
  return `${header}${paths.join('')}` as Hex
}
