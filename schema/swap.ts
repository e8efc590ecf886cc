import { z } from 'zod'
import { specMessages } from './messages'
import {
  addressSchema,
  gasSchema,
  hexSchema,
  positiveUintStringSchema,
  queryBooleanSchema,
  uintStringSchema,
} from './primitives'
import { slippageQuerySchema } from './slippage'

const pairQueryFields = {
  src: addressSchema(specMessages.srcNotAddress),
  dst: addressSchema(specMessages.dstNotAddress),
  amount: positiveUintStringSchema(specMessages.amountNotPositive),
}

export const tokenInfoSchema = z
  .object({
    address: addressSchema(),
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().int().min(0).max(255),
    logoUri: z.unknown().optional(),
    logoURI: z.unknown().optional(),
  })
  .transform(({ logoURI, logoUri, ...info }) => {
    const logo = [logoUri, logoURI].find((v) => typeof v === 'string')
    return { ...info, logoUri: typeof logo === 'string' ? logo : null }
  })

export type TokenInfo = z.output<typeof tokenInfoSchema>

// GET /swap/v1/{chainId}/quote

export const swapQuoteQuerySchema = z.object({
  ...pairQueryFields,
  includeTokensInfo: queryBooleanSchema.optional(),
  includeGas: queryBooleanSchema.optional(),
  includeRoutes: queryBooleanSchema.optional(),
  includeGraph: queryBooleanSchema.optional(),
})

export type SwapQuoteQuery = z.input<typeof swapQuoteQuerySchema>

export const routeSchema = z.object({
  percent: z.number().min(0).max(100),
  pools: z.array(
    z.object({
      address: addressSchema(),
      fee: z.number(),
      exchange: z.string(),
      poolType: z.string(),
    }),
  ),
  path: z.array(
    z.object({
      address: addressSchema(),
      decimals: z.number().int(),
      symbol: z.string(),
    }),
  ),
})

export type Route = z.output<typeof routeSchema>

export const graphHopSchema = z.object({
  from: addressSchema(),
  to: addressSchema(),
  pool: addressSchema(),
  exchange: z.string(),
  poolType: z.string(),
  percentage: z.number().min(0).max(100),
})

export type GraphHop = z.output<typeof graphHopSchema>

export const swapQuoteResponseSchema = z.object({
  dstAmount: uintStringSchema,
  srcToken: tokenInfoSchema.optional(),
  dstToken: tokenInfoSchema.optional(),
  gas: gasSchema.optional(),
  routes: z.array(routeSchema).optional(),
  graph: z.array(graphHopSchema).optional(),
})

export type SwapQuoteResponse = z.output<typeof swapQuoteResponseSchema>

// GET /swap/v1/{chainId}/swap

export const swapTransactionQuerySchema = z.object({
  ...pairQueryFields,
  from: addressSchema('from must be an Ethereum address').optional(),
  slippage: slippageQuerySchema.optional(),
  gasPrice: positiveUintStringSchema(
    'gasPrice should be positive integer string',
  ).optional(),
  gasLimit: positiveUintStringSchema(
    'gasLimit should be positive integer string',
  ).optional(),
})

export type SwapTransactionQuery = z.input<typeof swapTransactionQuerySchema>

export const swapTransactionResponseSchema = z.object({
  dstAmount: uintStringSchema,
  tx: z.object({
    from: addressSchema().optional(),
    to: addressSchema(),
    data: hexSchema,
    value: uintStringSchema,
    gasPrice: uintStringSchema,
    gas: gasSchema,
  }),
  encodedTx: hexSchema,
})

export type SwapTransactionResponse = z.output<
  typeof swapTransactionResponseSchema
>

// GET /swap/v1/{chainId}/approve/allowance

export const allowanceQuerySchema = z.object({
  tokenAddress: addressSchema('tokenAddress must be an Ethereum address'),
  walletAddress: addressSchema('walletAddress must be an Ethereum address'),
})

export type AllowanceQuery = z.input<typeof allowanceQuerySchema>

export const allowanceResponseSchema = z.object({
  allowance: uintStringSchema,
})

// GET /swap/v1/{chainId}/approve/transaction

export const approveTransactionQuerySchema = z.object({
  tokenAddress: addressSchema('tokenAddress must be an Ethereum address'),
  amount: positiveUintStringSchema(specMessages.amountNotPositive).optional(),
})

export type ApproveTransactionQuery = z.input<
  typeof approveTransactionQuerySchema
>

export const approveTransactionResponseSchema = z.object({
  data: hexSchema,
  gasPrice: uintStringSchema,
  to: addressSchema(),
  value: uintStringSchema,
})

export type ApproveTransactionResponse = z.output<
  typeof approveTransactionResponseSchema
>

// GET /swap/v1/{chainId}/approve/spender

export const spenderQuerySchema = z.object({})

export const spenderResponseSchema = z.object({ address: addressSchema() })

// GET /swap/v1/{chainId}/dex-compare

export const dexCompareQuerySchema = z.object(pairQueryFields)

export type DexCompareQuery = z.input<typeof dexCompareQuerySchema>

export const dexCompareResponseSchema = z.object({
  akkaQuote: uintStringSchema,
  decimalsOut: z.number().int().min(0).max(255),
  pools: z.array(
    z.object({
      poolAddress: addressSchema(),
      poolType: z.string(),
      amountOut: uintStringSchema,
      decimalsOut: z.number().int().min(0).max(255),
    }),
  ),
})

export type DexCompareResponse = z.output<typeof dexCompareResponseSchema>
