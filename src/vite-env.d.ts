/**
 * The one build-time variable the app reads. Every deployment setting (RPC
 * URLs, WalletConnect) is read at run time from the proxy
 * (src/lib/loadDeployment.ts), so one build serves every deployment; a
 * build that still sets a retired VITE_* setting fails (vite.config.ts).
 */
interface ImportMetaEnv {
  /** 'true' only in the devnet build: it adds the Devnet wallet, which signs
   * with a public dev key. Production builds contain no dev key. */
  readonly VITE_DEVNET?: 'true' | 'false'
}
