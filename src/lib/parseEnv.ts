// First: zod must be configured before any schema below is built.
import './configureZod'
import { z } from 'zod/mini'

/** The app's configuration, as parsed from the build's VITE_* variables. */
export type AppEnv = {
  apiBaseUrl: string
  walletConnectProjectId: string | null
  /** WalletConnect relay; null: the library's default (WalletConnect's
   * public relay). Devnet builds point it at the local relay. */
  walletConnectRelayUrl: string | null
  /** Per-chain RPC URL overrides, by chain id. */
  rpcUrls: Readonly<Record<number, string>>
  isDevnet: boolean
}

/**
 * Build-time configuration, parsed once and loudly: a bad value stops the app
 * at start-up with a message naming the variable instead of failing later in
 * some request. Only VITE_* variables reach the browser.
 */

const rpcUrlsSchema = z.pipe(
  z.optional(z.string()),
  z.transform((text: string | undefined, context) => {
    const urls: Record<number, string> = {}
    for (const entry of (text ?? '').split(',')) {
      const trimmed = entry.trim()
      if (!trimmed) continue
      const match = /^([1-9][0-9]{0,15})=(https?:\/\/\S+)$/.exec(trimmed)
      if (!match) {
        context.issues.push({
          code: 'custom',
          message: `VITE_RPC_URLS: "${trimmed}" is not chainId=http(s)://url`,
          input: text,
        })
        return z.NEVER
      }
      urls[Number(match[1])] = match[2] as string
    }
    return urls
  }),
)

/** Empty or blank: null; otherwise trimmed. */
const trimmedOrNull = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) =>
    value?.trim() ? value.trim() : null,
  ),
)

const envSchema = z.object({
  VITE_API_BASE_URL: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) =>
        value?.trim() ? value.trim() : '/api',
      ),
    ),
    z.pipe(
      z.string().check(
        z.regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, {
          error: 'VITE_API_BASE_URL must be a path like /api or an http(s) URL',
        }),
      ),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
  ),
  VITE_WALLETCONNECT_PROJECT_ID: z.pipe(
    trimmedOrNull,
    z.nullable(
      z.string().check(
        z.regex(/^[0-9a-zA-Z]{8,64}$/, {
          error: 'VITE_WALLETCONNECT_PROJECT_ID must be alphanumeric',
        }),
      ),
    ),
  ),
  VITE_WALLETCONNECT_RELAY_URL: z.pipe(
    trimmedOrNull,
    z.nullable(
      z.pipe(
        z.string().check(
          z.regex(/^wss?:\/\/[^\s/?#]+\/?$/, {
            error:
              'VITE_WALLETCONNECT_RELAY_URL must be a ws:// or wss:// origin',
          }),
        ),
        z.transform((value: string) => value.replace(/\/$/, '')),
      ),
    ),
  ),
  VITE_RPC_URLS: rpcUrlsSchema,
  VITE_DEVNET: z.pipe(
    z.optional(
      z.enum(['true', 'false', ''], {
        error: 'VITE_DEVNET must be "true" or "false"',
      }),
    ),
    z.transform((value: '' | 'false' | 'true' | undefined) => value === 'true'),
  ),
})

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('; ')
    throw new Error(`Invalid app configuration. ${details}`)
  }
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL,
    walletConnectProjectId: parsed.data.VITE_WALLETCONNECT_PROJECT_ID,
    walletConnectRelayUrl: parsed.data.VITE_WALLETCONNECT_RELAY_URL,
    rpcUrls: parsed.data.VITE_RPC_URLS,
    isDevnet: parsed.data.VITE_DEVNET,
  }
}
