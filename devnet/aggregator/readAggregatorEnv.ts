import { z } from 'zod'
import { applyEnvRenames, type EnvRename } from '../../schema/applyEnvRenames'
import { DEFAULT_API_KEY, DEFAULT_PARTNER_ID } from './createApp'

const integer = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).default(fallback)

const envSchema = z.object({
  DEVNET_AGGREGATOR_PORT: integer(8788),
  DEVNET_AGGREGATOR_HOST: z.string().min(1).default('127.0.0.1'),
  DEVNET_RPC_URL: z.url().default('http://127.0.0.1:8545'),
  /** Devnet B's node; empty: serve Devnet A alone. */
  DEVNET_B_RPC_URL: z
    .union([z.literal(''), z.url()])
    .default('http://127.0.0.1:8546'),
  /** Comma-separated `key:partnerId` pairs (a bare key is partner "devnet"). */
  DEVNET_AGGREGATOR_API_KEYS: z.string().min(1).default(DEFAULT_API_KEY),
  DEVNET_AGGREGATOR_RATE_LIMIT: integer(20, 1),
  DEVNET_AGGREGATOR_RATE_WINDOW_MS: integer(60_000, 1),
  DEVNET_AGGREGATOR_SYNTHETIC_TOKENS: integer(0),
  DEVNET_AGGREGATOR_PUBLIC_URL: z.url().optional(),
  DEVNET_AGGREGATOR_TX_TYPE: z.enum(['eip1559', 'legacy']).default('eip1559'),
  /** Serve the hostile token list from the start (tokens/toHostileTokens.ts). */
  DEVNET_AGGREGATOR_HOSTILE_TOKENS: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
})

/** The last release's names, which shared a prefix (and .env.example's
 * section) with the proxy's secret AGGREGATOR_API_KEY: read for one more
 * release, with a warning. */
export const AGGREGATOR_ENV_RENAMES: readonly EnvRename[] = names().map(
  (name) => ({ from: `AGGREGATOR_${name}`, to: `DEVNET_AGGREGATOR_${name}` }),
)

function names() {
  return [
    'PORT',
    'HOST',
    'API_KEYS',
    'RATE_LIMIT',
    'RATE_WINDOW_MS',
    'SYNTHETIC_TOKENS',
    'PUBLIC_URL',
    'TX_TYPE',
    'HOSTILE_TOKENS',
  ]
}

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
  /** One line per old name still set. */
  warnings: string[]
}

/** Parses the service's environment once; throws on anything malformed. */
export function readAggregatorEnv(
  givenEnv: Record<string, string | undefined> = process.env,
): AggregatorEnv {
  const { env, warnings } = applyEnvRenames(givenEnv, AGGREGATOR_ENV_RENAMES)
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`aggregator env: ${z.prettifyError(parsed.error)}`)
  }
  const values = parsed.data
  const apiKeys = new Map(
    values.DEVNET_AGGREGATOR_API_KEYS.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => {
        const [key = '', partnerId = DEFAULT_PARTNER_ID] = entry.split(':')
        return [key, partnerId] as const
      }),
  )
  return {
    port: values.DEVNET_AGGREGATOR_PORT,
    host: values.DEVNET_AGGREGATOR_HOST,
    rpcUrl: values.DEVNET_RPC_URL,
    rpcUrlB: values.DEVNET_B_RPC_URL || null,
    apiKeys,
    rateLimit: {
      limit: values.DEVNET_AGGREGATOR_RATE_LIMIT,
      windowMs: values.DEVNET_AGGREGATOR_RATE_WINDOW_MS,
    },
    syntheticTokenCount: values.DEVNET_AGGREGATOR_SYNTHETIC_TOKENS,
    publicBaseUrl: values.DEVNET_AGGREGATOR_PUBLIC_URL,
    txType: values.DEVNET_AGGREGATOR_TX_TYPE,
    hostileTokenList: values.DEVNET_AGGREGATOR_HOSTILE_TOKENS,
    warnings,
  }
}
