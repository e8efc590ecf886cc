/**
 * The app's configuration. Parsing (with zod) lives in parseEnv.ts and is
 * loaded with the rest of the zod contract, off the first paint's path;
 * main.tsx awaits loadEnv() before rendering anything that reads it.
 */
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

let loaded: AppEnv | undefined

/** Parses import.meta.env once; rejects with a message naming the variable. */
export async function loadEnv(): Promise<AppEnv> {
  if (loaded) return loaded
  const { parseEnv } = await import('./parseEnv')
  // Named one by one: passing import.meta.env whole would make Vite inline
  // every VITE_* variable of the build machine into the bundle.
  loaded = parseEnv({
    VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
    VITE_WALLETCONNECT_PROJECT_ID: import.meta.env
      .VITE_WALLETCONNECT_PROJECT_ID,
    VITE_WALLETCONNECT_RELAY_URL: import.meta.env.VITE_WALLETCONNECT_RELAY_URL,
    VITE_RPC_URLS: import.meta.env.VITE_RPC_URLS,
    VITE_DEVNET: import.meta.env.VITE_DEVNET,
  })
  return loaded
}

/** The parsed configuration; only valid once loadEnv() has resolved. */
export function getEnv(): AppEnv {
  if (!loaded) throw new Error('getEnv() before loadEnv() resolved')
  return loaded
}
