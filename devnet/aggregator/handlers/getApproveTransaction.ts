import { encodeFunctionData, erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import type { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type {
  approveTransactionQuerySchema,
  approveTransactionResponseSchema,
} from '../../../schema/swap'
import { ServiceError } from '../errors/ServiceError'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetApproveTransactionParameters = {
  query: z.output<typeof approveTransactionQuerySchema>
}

type GetApproveTransactionReturnType = z.input<
  typeof approveTransactionResponseSchema
>

/** `approve(router, amount)` on the token; unlimited when no amount. */
export async function getApproveTransaction(
  { client, world }: AggregatorServices,
  { query }: GetApproveTransactionParameters,
): Promise<GetApproveTransactionReturnType> {
  if (isAddressEqual(query.tokenAddress, NATIVE_TOKEN_ADDRESS)) {
    throw new ServiceError({
      statusCode: 400,
      message: 'tokenAddress is the native token, which needs no approval',
    })
  }
  const amount = query.amount ? BigInt(query.amount) : maxUint256
  const gasPrice = await client.getGasPrice()
  return {
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [world.router, amount],
    }),
    gasPrice: String(gasPrice),
    to: query.tokenAddress,
    value: '0',
  }
}
