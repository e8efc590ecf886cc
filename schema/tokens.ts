import { z } from 'zod/mini'
import { addressSchema, queryBooleanSchema } from './primitives'
import { toUsdPrice } from './tokenNumbers'

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
  logoURI: z.optional(z.unknown()),
  logoUri: z.optional(z.unknown()),
}

/**
 * Any number: whether the app can compute with it (0–36) is decided per
 * token where the entry becomes app data, so a token reporting 255 decimals
 * is shown as unusable rather than failing its whole page.
 */
const decimalsSchema = z.number()

/**
 * A USD price the service may omit, send as null, or send broken (a string,
 * NaN, negative, zero, absurdly large): null unless sane (tokenNumbers.ts).
 */
const priceUsdSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown) => toUsdPrice(value)),
)

export const tokenSchema = z.pipe(
  z.object({
    symbol: z.string(),
    name: z.string(),
    decimals: decimalsSchema,
    address: addressSchema(),
    ...logoFields,
    tags: z._default(z.catch(z.array(z.string()), []), []),
    verified: z._default(z.catch(z.boolean(), false), false),
    buyPriceUsd: priceUsdSchema,
    sellPriceUsd: priceUsdSchema,
  }),
  z.transform(({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoURI: pickLogo({ logoURI, logoUri }),
  })),
)

export type Token = z.output<typeof tokenSchema>

export const tokenListQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(
        z.regex(/^(0|[1-9][0-9]{0,6})$/, {
          error: 'page must be a 0-based integer',
        }),
      ),
      z.transform(Number),
    ),
  ),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(
          z.regex(/^[1-9][0-9]{0,3}$/, {
            error: 'limit must be from 1 to 1000',
          }),
        ),
        z.transform(Number),
      ),
      z.number().check(z.lte(1000, { error: 'limit must be from 1 to 1000' })),
    ),
  ),
  verified: z.optional(queryBooleanSchema),
})

export type TokenListQuery = z.input<typeof tokenListQuerySchema>

/**
 * One malformed entry drops that entry, never the page: a list is written by
 * everyone who lists a token, and the proxy checks answers with this schema.
 */
export const tokenListResponseSchema = z.object({
  tokens: z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((entries: Record<string, unknown>) => {
      const tokens: Record<string, Token> = {}
      for (const [key, entry] of Object.entries(entries)) {
        const parsed = tokenSchema.safeParse(entry)
        if (parsed.success) tokens[key] = parsed.data
      }
      return tokens
    }),
  ),
})

export type TokenListResponse = z.output<typeof tokenListResponseSchema>

export const tokenDetailResponseSchema = z.pipe(
  z.object({
    symbol: z.string(),
    name: z.string(),
    decimals: decimalsSchema,
    address: addressSchema(),
    ...logoFields,
    verified: z._default(z.catch(z.boolean(), false), false),
    buyPriceUsd: priceUsdSchema,
    sellPriceUsd: priceUsdSchema,
  }),
  z.transform(({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoUri: pickLogo({ logoURI, logoUri }),
  })),
)

export type TokenDetail = z.output<typeof tokenDetailResponseSchema>
