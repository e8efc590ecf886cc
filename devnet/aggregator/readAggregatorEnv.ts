import { z } from 'zod'
import { DEFAULT_API_KEY, DEFAULT_PARTNER_ID } from './createApp'

const integer = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).default(fallback)

const envSchema = z.object({
  AGGREGATOR_PORT: integer(8788),
  AGGREGATOR_HOST: z.string().min(1).default('127.0.0.1'),
  DEVNET_RPC_URL: z.url().default('http://127.0.0.1:8545'),
  /** Devnet B's node; empty: serve Devnet A alone. */
  DEVNET_B_RPC_URL: z
    .union([z.literal(''), z.url()])
    .default('http://127.0.0.1:8546'),
  /** Comma-separated `key:partnerId` pairs (a bare key is partner "devnet"). */
  AGGREGATOR_API_KEYS: z.string().min(1).default(DEFAULT_API_KEY),
  AGGREGATOR_RATE_LIMIT: integer(20, 1),
  AGGREGATOR_RATE_WINDOW_MS: integer(60_000, 1),
  AGGREGATOR_SYNTHETIC_TOKENS: integer(0),
  AGGREGATOR_PUBLIC_URL: z.url().optional(),
  AGGREGATOR_TX_TYPE: z.enum(['eip1559', 'legacy']).default('eip1559'),
  /** Serve the hostile token list from the start (tokens/toHostileTokens.ts). */
  AGGREGATOR_HOSTILE_TOKENS: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
})

export type AggregatorEnv = {
  port: number
  host: string
  rpcUrl: string
  /** null when Devnet B is not served. */
  rpcUrlB: string | null
  apiKeys: Map<string, string>
  rateLimit: { limit: number; windowMs: number }
  syntheticTokenCount: number
  publicBaseUrl: string | undefined
  txType: 'eip1559' | 'legacy'
  hostileTokenList: boolean
}

/** Parses the service's environment once; throws on anything malformed. */
export function readAggregatorEnv(
  env: Record<string, string | undefined> = process.env,
): AggregatorEnv {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`aggregator env: ${z.prettifyError(parsed.error)}`)
  }
  const values = parsed.data
  const apiKeys = new Map(
    values.AGGREGATOR_API_KEYS.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => {
        const [key = '', partnerId = DEFAULT_PARTNER_ID] = entry.split(':')
        return [key, partnerId] as const
      }),
  )
  return {
    port: values.AGGREGATOR_PORT,
    host: values.AGGREGATOR_HOST,
    rpcUrl: values.DEVNET_RPC_URL,
    rpcUrlB: values.DEVNET_B_RPC_URL || null,
    apiKeys,
    rateLimit: {
      limit: values.AGGREGATOR_RATE_LIMIT,
      windowMs: values.AGGREGATOR_RATE_WINDOW_MS,
    },
    syntheticTokenCount: values.AGGREGATOR_SYNTHETIC_TOKENS,
    publicBaseUrl: values.AGGREGATOR_PUBLIC_URL,
    txType: values.AGGREGATOR_TX_TYPE,
    hostileTokenList: values.AGGREGATOR_HOSTILE_TOKENS,
  }
}
