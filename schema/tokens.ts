import * as v from '../packages/swap-widget/src/protocol/lite'
import { address, queryBoolean } from './litePrimitives'
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
  logoURI: v.optional(v.unknown()),
  logoUri: v.optional(v.unknown()),
}

/**
 * Any number: whether the app can compute with it (0–36) is decided per
 * token where the entry becomes app data, so a token reporting 255 decimals
 * is shown as unusable rather than failing its whole page.
 */
const decimalsSchema = v.number()

/**
 * A USD price the service may omit, send as null, or send broken (a string,
 * NaN, negative, zero, absurdly large): null unless sane (tokenNumbers.ts).
 */
const priceUsdSchema = v.map(v.optional(v.unknown()), (value) =>
  toUsdPrice(value),
)

/** Missing or malformed: `fallback`. */
const orElse = <T>(schema: v.Schema<T, T>, fallback: () => T) =>
  v.withDefault(v.catchTo(schema, fallback), fallback)

export const tokenSchema = v.map(
  v.object({
    symbol: v.string(),
    name: v.string(),
    decimals: decimalsSchema,
    address: address(),
    ...logoFields,
    tags: orElse(v.array(v.string()), () => []),
    verified: orElse(v.boolean(), () => false),
    buyPriceUsd: priceUsdSchema,
    sellPriceUsd: priceUsdSchema,
  }),
  ({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoURI: pickLogo({ logoURI, logoUri }),
  }),
)

export type Token = v.Output<typeof tokenSchema>

const limitMessage = 'limit must be from 1 to 1000'

export const tokenListQuerySchema = v.object({
  page: v.optional(
    v.map(
      v.check(
        v.string(),
        v.regex(/^(0|[1-9][0-9]{0,6})$/, 'page must be a 0-based integer'),
      ),
      Number,
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.map(
        v.check(v.string(), v.regex(/^[1-9][0-9]{0,3}$/, limitMessage)),
        Number,
      ),
      v.check(v.number(), v.lte(1000, limitMessage)),
    ),
  ),
  verified: v.optional(queryBoolean()),
})

export type TokenListQuery = v.Input<typeof tokenListQuerySchema>

/**
 * One malformed entry drops that entry, never the page: a list is written by
 * everyone who lists a token, and the proxy checks answers with this schema.
 */
export const tokenListResponseSchema = v.object({
  tokens: v.map(v.record(v.string(), v.unknown()), (entries) => {
    const tokens: Record<string, Token> = {}
    for (const [key, entry] of Object.entries(entries)) {
      const parsed = tokenSchema.safeParse(entry)
      if (parsed.success) tokens[key] = parsed.data
    }
    return tokens
  }),
})

export type TokenListResponse = v.Output<typeof tokenListResponseSchema>

export const tokenDetailResponseSchema = v.map(
  v.object({
    symbol: v.string(),
    name: v.string(),
    decimals: decimalsSchema,
    address: address(),
    ...logoFields,
    verified: orElse(v.boolean(), () => false),
    buyPriceUsd: priceUsdSchema,
    sellPriceUsd: priceUsdSchema,
  }),
  ({ logoURI, logoUri, ...token }) => ({
    ...token,
    logoUri: pickLogo({ logoURI, logoUri }),
  }),
)

export type TokenDetail = v.Output<typeof tokenDetailResponseSchema>
