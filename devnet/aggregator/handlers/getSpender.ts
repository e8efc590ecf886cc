import type { z } from 'zod'
import { specMessages } from '../../../schema/messages'
import type { spenderResponseSchema } from '../../../schema/swap'
import { ServiceError } from '../errors/ServiceError'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetSpenderReturnType = z.input<typeof spenderResponseSchema>

/** The router, as long as it has code on the chain. */
export async function getSpender({
  client,
  world,
}: AggregatorServices): Promise<GetSpenderReturnType> {
  const code = await client.getCode({ address: world.router })
  if (!code || code === '0x') {
    throw new ServiceError({ statusCode: 404, message: specMessages.noSpender })
  }
  return { address: world.router }
}
