import { randomUUID } from 'node:crypto'
import { isAddressEqual } from 'viem'
import type { z } from 'zod'
import type {
  partnerQuoteQuerySchema,
  partnerQuoteResponseSchema,
} from '../../../schema/partner'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { applySlippage } from '../quoting/applySlippage'
import { encodeSwapCalldata } from '../quoting/encodeSwapCalldata'
import { encodeTransactionTuple } from '../quoting/encodeTransactionTuple'
import { getGasLimit } from '../quoting/getGasLimit'
import { getRouteGasFloor } from '../quoting/getRouteGasFloor'
import { quoteExactInput } from '../quoting/quoteExactInput'
import { readGasPricing } from '../quoting/readGasPricing'
import { simulateSwap } from '../quoting/simulateSwap'
import { validatePayer } from '../quoting/validatePayer'
import type { AggregatorServices } from '../services/AggregatorServices'
import { toTokenInfo } from '../tokens/toTokenInfo'

type GetPartnerQuoteParameters = {
  query: z.output<typeof partnerQuoteQuerySchema>
  partnerId: string
  baseUrl: string
}

type GetPartnerQuoteReturnType = z.input<typeof partnerQuoteResponseSchema>

/**
 * An executable exact-input quote for `payer`: calldata whose deadline is
 * `expiresAt`, minimum output from slippage, the payer's state at the quoted
 * block, and a simulation by eth_estimateGas when the payer can execute.
 */
export async function getPartnerQuote(
  services: AggregatorServices,
  { query, partnerId, baseUrl }: GetPartnerQuoteParameters,
): Promise<GetPartnerQuoteReturnType> {
  const { client, world, registry, settings } = services
  const { txType, validForSeconds, operationalStatus } = settings.get()
  const amountIn = BigInt(query.amount)
  const recipient = query.recipient ?? query.payer
  const isNativeIn = isAddressEqual(query.src, NATIVE_TOKEN_ADDRESS)
  const isNativeOut = isAddressEqual(query.dst, NATIVE_TOKEN_ADDRESS)

  const [quote, pricing] = await Promise.all([
    quoteExactInput({
      client,
      world,
      registry,
      src: query.src,
      dst: query.dst,
      amountIn,
      payerCheck: { payer: query.payer, token: query.src },
    }),
    readGasPricing({ client, txType }),
  ])
  const { route, market } = quote
  const nowMs = services.now()
  const deadlineSeconds = Math.floor(nowMs / 1000) + validForSeconds
  const minAmountOut = applySlippage({
    amountOut: route.amountOut,
    slippagePercent: query.slippage,
  })
  const data = encodeSwapCalldata({
    routerDesign: world.routerDesign,
    route,
    tokenIn: query.src,
    tokenOut: query.dst,
    minAmountOut,
    recipient,
    deadline: BigInt(deadlineSeconds),
  })
  const value = isNativeIn ? amountIn : 0n
  const gasFloor = getRouteGasFloor({ route, isNativeIn, isNativeOut })
  const payer = market.payer ?? {
    tokenBalance: null,
    allowance: null,
    nativeBalance: null,
  }
  // Without the input or the approval the estimate can only revert.
  const canExecute =
    payer.tokenBalance !== null &&
    payer.tokenBalance >= amountIn &&
    (isNativeIn || payer.allowance === null || payer.allowance >= amountIn)
  const simulation = await simulateSwap({
    client,
    from: query.payer,
    to: world.router,
    data,
    value,
    blockNumber: market.blockNumber,
    gasFloor,
    skip:
      operationalStatus === 'DEGRADED'
        ? 'SKIPPED_METRIC_STATE'
        : canExecute
          ? null
          : 'INCOMPLETE',
  })
  const gasLimit = getGasLimit({
    estimatedGas: BigInt(simulation.gas),
    gasFloor,
  })
  const { validation, issues } = validatePayer({
    payer,
    src: query.src,
    isNativeIn,
    amountIn,
    router: world.router,
    maxGasCost: gasLimit * pricing.maxCostPerGas,
  })

  const quoteId = `q_${randomUUID()}`
  services.issuedQuoteIds.add(quoteId)
  const block = String(market.blockNumber)
  return {
    dstAmount: String(route.amountOut),
    srcToken: toTokenInfo({ token: quote.srcToken, baseUrl }),
    dstToken: toTokenInfo({ token: quote.dstToken, baseUrl }),
    gas: simulation.gas,
    tx: {
      from: query.payer,
      to: world.router,
      data,
      value: String(value),
      gasPrice: String(pricing.gasPrice),
      gas: String(gasLimit),
      type: pricing.type,
      ...(pricing.type === 'eip1559'
        ? {
            maxFeePerGas: String(pricing.maxFeePerGas),
            maxPriorityFeePerGas: String(pricing.maxPriorityFeePerGas),
          }
        : {}),
    },
    encodedTx: encodeTransactionTuple({
      from: query.payer,
      to: world.router,
      data,
      value,
      gasPrice: pricing.gasPrice,
      gas: gasLimit,
    }),
    quoteId,
    blockNumber: block,
    generatedAt: new Date(nowMs).toISOString(),
    expiresAt: new Date(deadlineSeconds * 1000).toISOString(),
    minAmountOut: String(minAmountOut),
    allowanceTarget: isNativeIn ? null : { address: world.router },
    simulationIncomplete: simulation.status !== 'SUCCESS',
    simulationStatus: simulation.status,
    chainId: world.chainId,
    sellToken: query.src,
    buyToken: query.dst,
    sellAmount: String(amountIn),
    buyAmount: String(route.amountOut),
    payer: query.payer,
    recipient,
    issues,
    validation,
    simulation,
    quotedAtBlock: block,
    validForSeconds,
    validitySource: 'ROUTE_DEADLINE',
    partnerId,
  }
}
