// zod's settings before any schema is built.
import './configureZod'
import { z } from 'zod/mini'
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

const decimalsSchema = z.int().check(z.gte(0), z.lte(255))
const percentSchema = z.number().check(z.gte(0), z.lte(100))

export const tokenInfoSchema = z.pipe(
  z.object({
    address: addressSchema(),
    symbol: z.string(),
    name: z.string(),
    decimals: decimalsSchema,
    logoUri: z.optional(z.unknown()),
    logoURI: z.optional(z.unknown()),
  }),
  z.transform(({ logoURI, logoUri, ...info }) => {
    const logo = [logoUri, logoURI].find((v) => typeof v === 'string')
    return { ...info, logoUri: typeof logo === 'string' ? logo : null }
  }),
)

export type TokenInfo = z.output<typeof tokenInfoSchema>

// GET /swap/v1/{chainId}/quote

export const swapQuoteQuerySchema = z.object({
  ...pairQueryFields,
  includeTokensInfo: z.optional(queryBooleanSchema),
  includeGas: z.optional(queryBooleanSchema),
  includeRoutes: z.optional(queryBooleanSchema),
  includeGraph: z.optional(queryBooleanSchema),
})

export type SwapQuoteQuery = z.input<typeof swapQuoteQuerySchema>

export const routeSchema = z.object({
  percent: percentSchema,
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
      decimals: z.int(),
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
  percentage: percentSchema,
})

export type GraphHop = z.output<typeof graphHopSchema>

export const swapQuoteResponseSchema = z.object({
  dstAmount: uintStringSchema,
  srcToken: z.optional(tokenInfoSchema),
  dstToken: z.optional(tokenInfoSchema),
  gas: z.optional(gasSchema),
  routes: z.optional(z.array(routeSchema)),
  graph: z.optional(z.array(graphHopSchema)),
})

export type SwapQuoteResponse = z.output<typeof swapQuoteResponseSchema>

// GET /swap/v1/{chainId}/swap

export const swapTransactionQuerySchema = z.object({
  ...pairQueryFields,
  from: z.optional(addressSchema('from must be an Ethereum address')),
  slippage: z.optional(slippageQuerySchema),
  gasPrice: z.optional(
    positiveUintStringSchema('gasPrice should be positive integer string'),
  ),
  gasLimit: z.optional(
    positiveUintStringSchema('gasLimit should be positive integer string'),
  ),
})

export type SwapTransactionQuery = z.input<typeof swapTransactionQuerySchema>

export const swapTransactionResponseSchema = z.object({
  dstAmount: uintStringSchema,
  tx: z.object({
    from: z.optional(addressSchema()),
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
  amount: z.optional(positiveUintStringSchema(specMessages.amountNotPositive)),
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

export const spenderResponseSchema = z.object({ address: addressSchema() })

// GET /swap/v1/{chainId}/dex-compare

export const dexCompareQuerySchema = z.object(pairQueryFields)

export type DexCompareQuery = z.input<typeof dexCompareQuerySchema>

export const dexCompareResponseSchema = z.object({
  akkaQuote: uintStringSchema,
  decimalsOut: decimalsSchema,
  pools: z.array(
    z.object({
      poolAddress: addressSchema(),
      poolType: z.string(),
      amountOut: uintStringSchema,
      decimalsOut: decimalsSchema,
    }),
  ),
})

export type DexCompareResponse = z.output<typeof dexCompareResponseSchema>
