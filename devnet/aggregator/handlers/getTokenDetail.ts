import type { SchemaInput as Input } from '../../../schema/endpointDefinition'
import { specMessages } from '../../../schema/messages'
import type { tokenDetailResponseSchema } from '../../../schema/tokens'
import { ServiceError } from '../errors/ServiceError'
import type { AggregatorServices } from '../services/AggregatorServices'
import { getLogoUrl } from '../tokens/toTokenInfo'

type GetTokenDetailParameters = {
  /** Checksummed or lowercase. */
  address: string
  baseUrl: string
}

type GetTokenDetailReturnType = Input<typeof tokenDetailResponseSchema>

export async function getTokenDetail(
  { registry, prices }: AggregatorServices,
  { address, baseUrl }: GetTokenDetailParameters,
): Promise<GetTokenDetailReturnType> {
  const token = /^0x[0-9a-fA-F]{40}$/.test(address)
    ? registry.find(address)
    : undefined
  if (!token) {
    throw new ServiceError({
      statusCode: 404,
      message: specMessages.tokenNotFound,
    })
  }
  const price = (await prices.get()).get(token.address.toLowerCase())
  return {
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    address: token.address,
    logoUri: getLogoUrl({ token, baseUrl }),
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
