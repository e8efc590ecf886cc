// First: zod must be configured before any schema below is built.
import './configureZod'
import { z } from 'zod'

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

const rpcUrlsSchema = z
  .string()
  .optional()
  .transform((text, context) => {
    const urls: Record<number, string> = {}
    for (const entry of (text ?? '').split(',')) {
      const trimmed = entry.trim()
      if (!trimmed) continue
      const match = /^([1-9][0-9]{0,15})=(https?:\/\/\S+)$/.exec(trimmed)
      if (!match) {
        context.addIssue({
          code: 'custom',
          message: `VITE_RPC_URLS: "${trimmed}" is not chainId=http(s)://url`,
        })
        return z.NEVER
      }
      urls[Number(match[1])] = match[2] as string
    }
    return urls
  })

const envSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : '/api'))
    .pipe(
      z
        .string()
        .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, {
          error: 'VITE_API_BASE_URL must be a path like /api or an http(s) URL',
        })
        .transform((value) => value.replace(/\/+$/, '')),
    ),
  VITE_WALLETCONNECT_PROJECT_ID: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(
      z
        .string()
        .regex(/^[0-9a-zA-Z]{8,64}$/, {
          error: 'VITE_WALLETCONNECT_PROJECT_ID must be alphanumeric',
        })
        .nullable(),
    ),
  VITE_WALLETCONNECT_RELAY_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(
      z
        .string()
        .regex(/^wss?:\/\/[^\s/?#]+\/?$/, {
          error:
            'VITE_WALLETCONNECT_RELAY_URL must be a ws:// or wss:// origin',
        })
        .transform((value) => value.replace(/\/$/, ''))
        .nullable(),
    ),
  VITE_RPC_URLS: rpcUrlsSchema,
  VITE_DEVNET: z
    .enum(['true', 'false', ''], {
      error: 'VITE_DEVNET must be "true" or "false"',
    })
    .optional()
    .transform((value) => value === 'true'),
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
