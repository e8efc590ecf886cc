import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Whether `staticDir` holds a VITE_DEVNET build: the marker vite.config.ts
 * writes into such builds, or, should the marker be lost (a copied folder),
 * the Devnet wallet's connector in any script. The Devnet wallet (a public
 * dev key) is the one thing a build still decides; every other setting is
 * the proxy's (RPC_URLS, WALLETCONNECT_*), so the proxy serves such a build
 * only in front of a loopback upstream (startProxy.ts).
 */

export const DEVNET_BUILD_MARKER = 'devnet-build.json'
const DEVNET_SIGNATURES = ['devnetWallet', 'Devnet wallet']

function listScripts(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return listScripts(path)
    return /\.m?js$/.test(entry) ? [path] : []
  })
}

export function isDevnetBuild(staticDir: string) {
  if (!existsSync(staticDir)) return false
  if (existsSync(join(staticDir, DEVNET_BUILD_MARKER))) return true
  return listScripts(staticDir).some((file) => {
    const text = readFileSync(file, 'utf8')
    return DEVNET_SIGNATURES.some((signature) => text.includes(signature))
  })
}
