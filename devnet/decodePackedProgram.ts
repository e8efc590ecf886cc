// The inverse of encodePackedProgram.ts: PackedRouter's calldata read back
// into its fields (the layout is in devnet/contracts/PackedRouter.sol's
// header). A test's bending upstream uses it to rewrite the service's own
// program (test/harness/startTamperingUpstream.ts).
import { getAddress, type Hex, hexToBigInt, size, slice } from 'viem'
import {
  PACKED_PROGRAM_VERSION,
  type PackedHop,
  type PackedPath,
  type PackedProgram,
} from './encodePackedProgram.ts'

const HEADER_LENGTH = 99
const PATH_HEADER_LENGTH = 17
const HOP_LENGTH = 21

/** Throws where the program is not one PackedRouter would run. */
export function decodePackedProgram(data: Hex): PackedProgram {
  const length = size(data)
  const read = (offset: number, bytes: number) => {
    if (offset + bytes > length) {
      throw new RangeError(`the packed program ends at byte ${offset}`)
    }
    return slice(data, offset, offset + bytes)
  }
  const number = (offset: number, bytes: number) =>
    hexToBigInt(read(offset, bytes))
  const address = (offset: number) => getAddress(read(offset, 20))

  const version = Number(number(0, 1))
  if (version !== PACKED_PROGRAM_VERSION) {
    throw new RangeError(`packed program version ${version} is not 1`)
  }
  const pathCount = Number(number(98, 1))
  let offset = HEADER_LENGTH
  const paths: PackedPath[] = []
  for (let i = 0; i < pathCount; i++) {
    const amountIn = number(offset, 16)
    const hopCount = Number(number(offset + 16, 1))
    const hops: PackedHop[] = []
    for (let j = 0; j < hopCount; j++) {
      const hop = offset + PATH_HEADER_LENGTH + j * HOP_LENGTH
      hops.push({ pool: address(hop), kind: Number(number(hop + 20, 1)) })
    }
    paths.push({ amountIn, hops })
    offset += PATH_HEADER_LENGTH + hopCount * HOP_LENGTH
  }
  if (offset !== length) {
    throw new RangeError(`${length - offset} bytes follow the packed program`)
  }
  return {
    tokenIn: address(1),
    tokenOut: address(21),
    amountIn: number(41, 16),
    minAmountOut: number(57, 16),
    recipient: address(73),
    deadline: number(93, 5),
    paths,
  }
}
