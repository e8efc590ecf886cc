import type {
  SchemaInput as Input,
  SchemaOutput as Output,
} from '../../../schema/endpointDefinition'
import type { tokenListQuerySchema, tokenSchema } from '../../../schema/tokens'
import type { AggregatorServices } from '../services/AggregatorServices'
import { getLogoUrl } from '../tokens/toTokenInfo'

type GetTokenListParameters = {
  query: Output<typeof tokenListQuerySchema>
  baseUrl: string
}

type GetTokenListReturnType = {
  tokens: Record<string, Input<typeof tokenSchema>>
}

/** Page size when `limit` is omitted; also the largest accepted. */
export const DEFAULT_TOKEN_PAGE_SIZE = 1000

/** One 0-based page of the list, in a stable order, with USD prices. */
export async function getTokenList(
  { registry, prices }: AggregatorServices,
  { query, baseUrl }: GetTokenListParameters,
): Promise<GetTokenListReturnType> {
  const page = query.page ?? 0
  const limit = query.limit ?? DEFAULT_TOKEN_PAGE_SIZE
  const listed = query.verified
    ? registry.tokens.filter((token) => token.verified)
    : registry.tokens
  const slice = listed.slice(page * limit, (page + 1) * limit)
  const priceBook = await prices.get()
  const tokens: GetTokenListReturnType['tokens'] = {}
  for (const token of slice) {
    const price = priceBook.get(token.address.toLowerCase())
    tokens[token.address] = {
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: token.address,
      logoURI: getLogoUrl({ token, baseUrl }),
      tags: [...token.tags],
      verified: token.verified,
      // The hostile list sends its price as is, whatever it is.
      ...('priceUsd' in token
        ? { buyPriceUsd: token.priceUsd, sellPriceUsd: token.priceUsd }
        : {
            buyPriceUsd: price?.buyPriceUsd ?? null,
            sellPriceUsd: price?.sellPriceUsd ?? null,
          }),
    }
  }
  return { tokens }
}
