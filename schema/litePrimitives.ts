import type { Address } from 'viem'
import * as v from '../packages/swap-widget/src/protocol/lite'
import { addressPattern } from './isAddressShape'

/**
 * The primitives of the schemas the first screen reads, in the project's
 * parser kit (lite.ts). primitives.ts builds its zod twins from the same
 * patterns for the rest of the contract; litePrimitives.test.ts holds the
 * two to the same answers.
 */

export function address(message = 'must be an Ethereum address') {
  return v.map(
    v.check(v.string(message), v.regex(addressPattern, message)),
    (value) => value as Address,
  )
}

export const chainId = () => v.check(v.int(), v.positive())

export const queryBoolean = () =>
  v.map(
    v.enumOf(['true', 'false'], 'must be true or false'),
    (value) => value === 'true',
  )
