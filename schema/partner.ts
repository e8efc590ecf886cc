// zod's settings before any schema is built.
import './configureZod'
import { z } from 'zod/mini'
import { specMessages } from './messages'
import {
  addressSchema,
  chainIdSchema,
  gasSchema,
  hashSchema,
  hexSchema,
  positiveUintStringSchema,
  uintStringSchema,
} from './primitives'
import { hasSensitiveHex, MAX_REASON_LENGTH } from './reportReason'
import { slippageQuerySchema } from './slippage'
import { tokenInfoSchema } from './swap'

// GET /partner/v1/{chainId}/quote

export const partnerQuoteQuerySchema = z.object({
  src: addressSchema(specMessages.srcNotAddress),
  dst: addressSchema(specMessages.dstNotAddress),
  amount: positiveUintStringSchema(specMessages.amountNotPositive),
  payer: addressSchema('payer must be an Ethereum address'),
  recipient: z.optional(addressSchema('recipient must be an Ethereum address')),
  slippage: slippageQuerySchema,
})

export type PartnerQuoteQuery = z.input<typeof partnerQuoteQuerySchema>

export const transactionDataSchema = z.object({
  from: z.optional(addressSchema()),
  to: addressSchema(),
  data: hexSchema,
  value: uintStringSchema,
  gasPrice: uintStringSchema,
  gas: gasSchema,
  type: z.optional(z.enum(['legacy', 'eip1559'])),
  maxFeePerGas: z.optional(uintStringSchema),
  maxPriorityFeePerGas: z.optional(uintStringSchema),
})

export type TransactionData = z.output<typeof transactionDataSchema>

export const issueCodes = [
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_ALLOWANCE',
  'INSUFFICIENT_GAS_BALANCE',
] as const

export const quoteIssueSchema = z.object({
  code: z.optional(z.enum(issueCodes)),
  message: z.string(),
  actual: z.string(),
  expected: z.string(),
  token: z.string(),
  spender: z.optional(z.string()),
})

export type QuoteIssue = z.output<typeof quoteIssueSchema>

export const validationStatuses = [
  'VALID',
  'ISSUE',
  'UNKNOWN',
  'NOT_REQUIRED',
] as const

export const validationCheckSchema = z.object({
  status: z.enum(validationStatuses),
  actual: z.optional(z.string()),
  expected: z.optional(z.string()),
  reason: z.optional(z.string()),
})

export type ValidationCheck = z.output<typeof validationCheckSchema>

export const simulationStatuses = [
  'SUCCESS',
  'INCOMPLETE',
  'SKIPPED_METRIC_STATE',
] as const

export const simulationSchema = z.object({
  status: z.enum(simulationStatuses),
  method: z.enum(['estimateGas', 'routeGasFloor']),
  gas: gasSchema,
  blockNumber: z.optional(uintStringSchema),
})

export const partnerQuoteResponseSchema = z.object({
  dstAmount: uintStringSchema,
  srcToken: z.optional(tokenInfoSchema),
  dstToken: z.optional(tokenInfoSchema),
  gas: z.optional(gasSchema),
  tx: transactionDataSchema,
  encodedTx: hexSchema,
  quoteId: z.optional(z.string()),
  blockNumber: z.optional(uintStringSchema),
  generatedAt: z.optional(z.iso.datetime({ offset: true })),
  expiresAt: z.optional(z.iso.datetime({ offset: true })),
  minAmountOut: z.optional(uintStringSchema),
  // The spec does not show the non-null shape; we read only `address`.
  allowanceTarget: z.optional(
    z.nullable(z.looseObject({ address: z.optional(addressSchema()) })),
  ),
  simulationIncomplete: z.optional(z.boolean()),
  simulationStatus: z.optional(z.enum(simulationStatuses)),
  chainId: chainIdSchema,
  sellToken: addressSchema(),
  buyToken: addressSchema(),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  payer: addressSchema(),
  recipient: addressSchema(),
  issues: z.array(quoteIssueSchema),
  validation: z.object({
    balance: validationCheckSchema,
    allowance: validationCheckSchema,
    gas: validationCheckSchema,
  }),
  simulation: simulationSchema,
  quotedAtBlock: z.optional(uintStringSchema),
  validForSeconds: z.number().check(z.nonnegative()),
  validitySource: z.enum(['ADVISORY', 'ROUTE_DEADLINE']),
  partnerId: z.string(),
})

export type PartnerQuoteResponse = z.output<typeof partnerQuoteResponseSchema>

// GET /partner/v1/chains: schema/chains.ts (a module of its own: the app
// parses the registry before its first screen, and nothing else of this
// file then). Re-exported for the callers that name it here.
export {
  type Chain,
  type ChainInput,
  chainSchema,
  chainsResponseSchema,
  operationalStatuses,
} from './chains'

// GET /partner/v1/{chainId}/sources

export const sourceSchema = z.object({
  key: z.string(),
  name: z.string(),
  poolType: z.string(),
  activePoolCount: z.int().check(z.nonnegative()),
  status: z.string(),
  capabilities: z.object({
    exactInput: z.boolean(),
    nativeInput: z.boolean(),
    nativeOutput: z.boolean(),
    contractPayer: z.boolean(),
  }),
})

export type Source = z.output<typeof sourceSchema>

export const sourcesResponseSchema = z.array(sourceSchema)

// POST /partner/v1/executions

export const executionStatuses = ['SUBMITTED', 'CONFIRMED', 'REVERTED'] as const
export type ExecutionStatus = (typeof executionStatuses)[number]

export { hasSensitiveHex, MAX_REASON_LENGTH } from './reportReason'

export const executionReportSchema = z.object({
  quoteId: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: chainIdSchema,
  transactionHash: hashSchema,
  status: z.enum(executionStatuses),
  reason: z.optional(
    z.string().check(
      z.maxLength(MAX_REASON_LENGTH),
      z.refine((reason) => !hasSensitiveHex(reason), {
        error: 'reason must not carry calldata, signatures or keys',
      }),
    ),
  ),
})

export type ExecutionReport = z.output<typeof executionReportSchema>

export const executionAcceptedSchema = z.object({ accepted: z.boolean() })

// GET /health

export const healthResponseSchema = z.object({ healthy: z.boolean() })
