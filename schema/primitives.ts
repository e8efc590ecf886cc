// zod's settings before any schema is built.
import './configureZod'
import type { Address, Hex } from 'viem'
import { z } from 'zod/mini'
import { addressPattern } from './isAddressShape'

export { NATIVE_TOKEN_ADDRESS } from './constants'
export { isAddressShape } from './isAddressShape'

const uintPattern = /^(0|[1-9][0-9]*)$/
const positiveUintPattern = /^[1-9][0-9]*$/
const hexPattern = /^0x([0-9a-fA-F]{2})*$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/

/** uint256 has at most 78 decimal digits. */
const MAX_UINT_DIGITS = 78

export function addressSchema(message = 'must be an Ethereum address') {
  return z.pipe(
    z
      .string({ error: message })
      .check(z.regex(addressPattern, { error: message })),
    z.transform((value: string) => value as Address),
  )
}

export const uintStringSchema = z
  .string()
  .check(
    z.maxLength(MAX_UINT_DIGITS),
    z.regex(uintPattern, { error: 'must be a decimal integer string' }),
  )

export function positiveUintStringSchema(message: string) {
  return z
    .string({ error: message })
    .check(
      z.maxLength(MAX_UINT_DIGITS, { error: message }),
      z.regex(positiveUintPattern, { error: message }),
    )
}

/** Gas has been seen both as a string and as a number: accept both. */
export const gasSchema = z.pipe(
  z.union([uintStringSchema, z.int().check(z.nonnegative())]),
  z.transform((value: string | number) => String(value)),
)

export const hexSchema = z.pipe(
  z
    .string()
    .check(z.regex(hexPattern, { error: 'must be 0x-prefixed hex bytes' })),
  z.transform((value: string) => value as Hex),
)

export const hashSchema = z.pipe(
  z.string().check(z.regex(hashPattern, { error: 'must be a 32-byte hash' })),
  z.transform((value: string) => value as Hex),
)

/** Path parameter: a positive safe integer written in decimal. */
export const chainIdParamSchema = z.pipe(
  z.pipe(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,15}$/, {
        error: 'chainId must be a positive integer',
      }),
    ),
    z.transform(Number),
  ),
  z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
)

export const chainIdSchema = z.int().check(z.positive())

export const queryBooleanSchema = z.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }),
  z.transform((value: 'true' | 'false') => value === 'true'),
)
