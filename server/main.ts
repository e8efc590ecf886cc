import { existsSync } from 'node:fs'
import { ConfigError, findRenamedProxyEnv, parseConfig } from './config'
import { startProxy } from './startProxy'

/** Reads the environment (and .env when present), starts the proxy, prints
 * where it listens. */

if (existsSync('.env')) process.loadEnvFile('.env')

for (const warning of findRenamedProxyEnv(process.env)) {
  console.warn(`warning: ${warning}`)
}

try {
  const config = parseConfig(process.env)
  const { url, close } = await startProxy({ config })
  console.log(`proxy listening on ${url} → ${config.upstreamUrl}`)
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
