import { loadEnv, type Plugin } from 'vite'

/**
 * Vite plugin: build-time settings that became run-time ones (the proxy
 * serves them at /api/deployment, server/README.md) fail the build, naming
 * what to set instead, rather than being silently ignored by a deployment
 * that still sets them (in the environment or a .env file).
 */

export const RETIRED_BUILD_ENV: Readonly<Record<string, string>> = {
  VITE_RPC_URLS: 'set RPC_URLS (chainId=url,…) on the proxy',
  VITE_WALLETCONNECT_PROJECT_ID: 'set WALLETCONNECT_PROJECT_ID on the proxy',
  VITE_WALLETCONNECT_RELAY_URL: 'set WALLETCONNECT_RELAY_URL on the proxy',
  VITE_API_BASE_URL:
    'the app calls /api on its own origin, where the proxy serves it',
}

export function refuseRetiredEnv(): Plugin {
  return {
    name: 'refuse-retired-env',
    config(config, { mode }) {
      const root = config.root ?? process.cwd()
      const env = loadEnv(mode, config.envDir || root, 'VITE_')
      const problems = Object.entries(RETIRED_BUILD_ENV)
        .filter(([name]) => env[name])
        .map(([name, advice]) => `  - ${name}: no longer read; ${advice}`)
      if (problems.length > 0) {
        throw new Error(
          `Deployment settings are read at run time now:\n${problems.join('\n')}`,
        )
      }
    },
  }
}
