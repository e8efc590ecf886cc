import { isAddressEqual, zeroAddress } from 'viem'
import type { z } from 'zod'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type {
  swapTransactionQuerySchema,
  swapTransactionResponseSchema,
} from '../../../schema/swap'
import { ServiceError } from '../errors/ServiceError'
import { applySlippage } from '../quoting/applySlippage'
import { encodeSwapCalldata } from '../quoting/encodeSwapCalldata'
import { encodeTransactionTuple } from '../quoting/encodeTransactionTuple'
import { getGasLimit } from '../quoting/getGasLimit'
import { getRouteGasFloor } from '../quoting/getRouteGasFloor'
import { quoteExactInput } from '../quoting/quoteExactInput'
import { simulateSwap } from '../quoting/simulateSwap'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetSwapTransactionParameters = {
  query: z.output<typeof swapTransactionQuerySchema>
}

type GetSwapTransactionReturnType = z.input<
  typeof swapTransactionResponseSchema
>

/** The spec leaves the default open; 0.5% is the common one. */
export const DEFAULT_SWAP_SLIPPAGE_PERCENT = '0.5'

/**
 * A ready-to-sign swap. With `from`, the wallet's balance and allowance must
 * cover the amount (400 with the spec's message otherwise) and gas is
 * estimated from it; `from` is also the recipient. Without `from` nothing is
 * checked, gas is the route's floor and the calldata names the zero address
 * as recipient, which the router reads as `msg.sender`: whoever sends the
 * transaction (after approving the router) is paid.
 */
export async function getSwapTransaction(
  { client, world, registry, settings, now }: AggregatorServices,
  { query }: GetSwapTransactionParameters,
): Promise<GetSwapTransactionReturnType> {
  const amountIn = BigInt(query.amount)
  const isNativeIn = isAddressEqual(query.src, NATIVE_TOKEN_ADDRESS)
  const isNativeOut = isAddressEqual(query.dst, NATIVE_TOKEN_ADDRESS)
  const [quote, networkGasPrice] = await Promise.all([
    quoteExactInput({
      client,
      world,
      registry,
      src: query.src,
      dst: query.dst,
      amountIn,
      payerCheck: query.from && { payer: query.from, token: query.src },
    }),
    query.gasPrice ? Promise.resolve(null) : client.getGasPrice(),
  ])
  const { route, market } = quote
  if (market.payer) {
    const { tokenBalance, allowance } = market.payer
    if (tokenBalance !== null && tokenBalance < amountIn) {
      throw new ServiceError({
        statusCode: 400,
        message: specMessages.notEnoughBalance(String(tokenBalance)),
      })
    }
    if (!isNativeIn && allowance !== null && allowance < amountIn) {
      throw new ServiceError({
        statusCode: 400,
        message: specMessages.notEnoughAllowance(String(allowance)),
      })
    }
  }

  const deadline = Math.floor(now() / 1000) + settings.get().validForSeconds
  const data = encodeSwapCalldata({
    routerDesign: world.routerDesign,
    route,
    tokenIn: query.src,
    tokenOut: query.dst,
    minAmountOut: applySlippage({
      amountOut: route.amountOut,
      slippagePercent: query.slippage ?? DEFAULT_SWAP_SLIPPAGE_PERCENT,
    }),
    // the router pays msg.sender when the recipient is the zero address
    recipient: query.from ?? zeroAddress,
    deadline: BigInt(deadline),
  })
  const value = isNativeIn ? amountIn : 0n
  const gasFloor = getRouteGasFloor({ route, isNativeIn, isNativeOut })
  const estimatedGas = query.from
    ? (
        await simulateSwap({
          client,
          from: query.from,
          to: world.router,
          data,
          value,
          blockNumber: market.blockNumber,
          gasFloor,
          skip: query.gasLimit ? 'INCOMPLETE' : null,
        })
      ).gas
    : gasFloor
  const gas = query.gasLimit
    ? BigInt(query.gasLimit)
    : getGasLimit({ estimatedGas: BigInt(estimatedGas), gasFloor })
  const gasPrice = query.gasPrice ? BigInt(query.gasPrice) : networkGasPrice
  const tx = {
    ...(query.from && { from: query.from }),
    to: world.router,
    data,
    value: String(value),
    gasPrice: String(gasPrice ?? 0n),
    gas: String(gas),
  }
  return {
    dstAmount: String(route.amountOut),
    tx,
    encodedTx: encodeTransactionTuple({
      from: query.from,
      to: world.router,
      data,
      value,
      gasPrice: gasPrice ?? 0n,
      gas,
    }),
  }
}
