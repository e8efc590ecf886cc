import { erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import type { z } from 'zod'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type {
  allowanceQuerySchema,
  allowanceResponseSchema,
} from '../../../schema/swap'
import { ServiceError } from '../errors/ServiceError'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetAllowanceParameters = {
  query: z.output<typeof allowanceQuerySchema>
}

type GetAllowanceReturnType = z.input<typeof allowanceResponseSchema>

/** What the router may spend for the wallet; unlimited for native. */
export async function getAllowance(
  { client, world }: AggregatorServices,
  { query }: GetAllowanceParameters,
): Promise<GetAllowanceReturnType> {
  if (isAddressEqual(query.tokenAddress, NATIVE_TOKEN_ADDRESS)) {
    return { allowance: String(maxUint256) }
  }
  try {
    const allowance = await client.readContract({
      address: query.tokenAddress,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [query.walletAddress, world.router],
    })
    return { allowance: String(allowance) }
  } catch {
    // no contract, or not an ERC-20
    throw new ServiceError({
      statusCode: 404,
      message: specMessages.tokenNotFound,
    })
  }
}
