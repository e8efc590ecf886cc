import type { AppEnv } from './parseEnv'

/**
 * Parses import.meta.env; rejects with a message naming the variable.
 * Parsing (with zod) lives in parseEnv.ts and is loaded with the rest of the
 * zod contract, off the first paint's path; main.tsx awaits this once
 * before rendering anything that reads the configuration.
 */
export async function loadEnv(): Promise<AppEnv> {
  const { parseEnv } = await import('./parseEnv')
  // Named one by one: passing import.meta.env whole would make Vite inline
  // every VITE_* variable of the build machine into the bundle.
  return parseEnv({
    VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
    VITE_WALLETCONNECT_PROJECT_ID: import.meta.env
      .VITE_WALLETCONNECT_PROJECT_ID,
    VITE_WALLETCONNECT_RELAY_URL: import.meta.env.VITE_WALLETCONNECT_RELAY_URL,
    VITE_RPC_URLS: import.meta.env.VITE_RPC_URLS,
    VITE_DEVNET: import.meta.env.VITE_DEVNET,
  })
}
