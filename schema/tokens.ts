import { z } from 'zod'
import {
  addressSchema,
  nullableNumberSchema,
  queryBooleanSchema,
} from './primitives'

/**
 * Logos arrive as `logoURI`, `logoUri`, null, or (per the spec) an object of
 * unspecified shape. Normalised to a URL string or null.
 */
function pickLogo(entry: { logoURI?: unknown; logoUri?: unknown }) {
  for (const candidate of [entry.logoURI, entry.logoUri]) {
    if (typeof candidate === 'string' && candidate.length > 0) return candidate
    if (candidate && typeof candidate === 'object') {
      const url = Object.values(candidate).find((v) => typeof v === 'string')
      if (typeof url === 'string') return url
    }
  }
  return null
}

const logoFields = {
  logoURI: z.unknown().optional(),
  logoUri: z.unknown().optional(),
}

export const tokenSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().int().min(0).max(255),
    address: addressSchema(),
    ...logoFields,
    tags: z.array(z.string()).catch([]).default([]),
    verified: z.boolean().catch(false).default(false),
    buyPriceUsd: nullableNumberSchema.optional().transform((v) => v ?? null),
    sellPriceUsd: nullableNumberSchema.optional().transform((v) => v ?? null),
  })
  .transform(({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoURI: pickLogo({ logoURI, logoUri }),
  }))

export type Token = z.output<typeof tokenSchema>

export const tokenListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,6})$/, { error: 'page must be a 0-based integer' })
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { error: 'limit must be from 1 to 1000' })
    .transform(Number)
    .pipe(z.number().max(1000, { error: 'limit must be from 1 to 1000' }))
    .optional(),
  verified: queryBooleanSchema.optional(),
})

export type TokenListQuery = z.input<typeof tokenListQuerySchema>

export const tokenListResponseSchema = z.object({
  tokens: z.record(z.string(), tokenSchema),
})

export type TokenListResponse = z.output<typeof tokenListResponseSchema>

export const tokenDetailResponseSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().int().min(0).max(255),
    address: addressSchema(),
    ...logoFields,
    verified: z.boolean().catch(false).default(false),
    buyPriceUsd: nullableNumberSchema.optional().transform((v) => v ?? null),
    sellPriceUsd: nullableNumberSchema.optional().transform((v) => v ?? null),
  })
  .transform(({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoUri: pickLogo({ logoURI, logoUri }),
  }))

export type TokenDetail = z.output<typeof tokenDetailResponseSchema>
