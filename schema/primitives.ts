import type { Address, Hex } from 'viem'
import { z } from 'zod'

export { NATIVE_TOKEN_ADDRESS } from './constants'

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const uintPattern = /^(0|[1-9][0-9]*)$/
const positiveUintPattern = /^[1-9][0-9]*$/
const hexPattern = /^0x([0-9a-fA-F]{2})*$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/

/** uint256 has at most 78 decimal digits. */
const MAX_UINT_DIGITS = 78

export function addressSchema(message = 'must be an Ethereum address') {
  return z
    .string({ error: message })
    .regex(addressPattern, { error: message })
    .transform((value) => value as Address)
}

export const uintStringSchema = z
  .string()
  .max(MAX_UINT_DIGITS)
  .regex(uintPattern, { error: 'must be a decimal integer string' })

export function positiveUintStringSchema(message: string) {
  return z
    .string({ error: message })
    .max(MAX_UINT_DIGITS, { error: message })
    .regex(positiveUintPattern, { error: message })
}

/** Gas has been seen both as a string and as a number: accept both. */
export const gasSchema = z
  .union([uintStringSchema, z.number().int().nonnegative()])
  .transform((value) => String(value))

export const hexSchema = z
  .string()
  .regex(hexPattern, { error: 'must be 0x-prefixed hex bytes' })
  .transform((value) => value as Hex)

export const hashSchema = z
  .string()
  .regex(hashPattern, { error: 'must be a 32-byte hash' })
  .transform((value) => value as Hex)

/** Path parameter: a positive safe integer written in decimal. */
export const chainIdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, { error: 'chainId must be a positive integer' })
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))

export const chainIdSchema = z.number().int().positive()

export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')

/** Numbers that the production service has been seen to send as null. */
export const nullableNumberSchema = z.number().nullable().catch(null)
