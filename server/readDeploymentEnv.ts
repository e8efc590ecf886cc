import {
  type Deployment,
  type DeploymentJson,
  deploymentSchema,
  isRpcUrl,
  rpcChainIdPattern,
  walletConnectProjectIdPattern,
} from '../schema/deployment'
import { formatIssue } from '../schema/formatIssue'
import { findRpcCredential } from './findRpcCredential'
import { isLoopbackHost } from './isLoopbackHost'

/**
 * The deployment's settings (schema/deployment.ts) from the proxy's env:
 * what GET /api/deployment answers and what the CSP's `connect-src` allows,
 * parsed once at start-up. Every problem is returned, each naming its
 * variable, for parseConfig to report with the others.
 *
 *   RPC_URLS                  chainId=url,…  (http(s); https off loopback),
 *                             refused when a URL carries a credential
 *                             (findRpcCredential.ts): it would be served
 *                             to every browser
 *   PUBLIC_RPC_URLS           the same form, for URLs whose key is meant
 *                             to be public (a browser key the provider
 *                             restricts to this site's origin): served as
 *                             given; userinfo still refused
 *   WALLETCONNECT_PROJECT_ID  enables WalletConnect
 *   WALLETCONNECT_RELAY_URL   its relay, a ws(s) origin (wss off loopback);
 *                             WalletConnect's public relay by default
 *
 * Every URL of both is served to browsers: there is no private RPC in the
 * proxy. A chain may be listed once, in one of them.
 *
 * Without RPC_URLS (and PUBLIC_RPC_URLS) a loopback upstream (the
 * reference aggregator) gets the devnet's nodes; any other upstream gets
 * none (the app then reads through viem's default RPC of each known
 * chain, which the CSP does not allow).
 */

/** The local world's nodes, by chain id (`npm run devnet`). */
export const DEVNET_RPC_URLS =
  '31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546'
export const WALLETCONNECT_PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'

/** Variables the proxy once read as fallbacks: refused, never ignored. */
const retiredNames: Record<string, string> = {
  VITE_RPC_URLS: 'set RPC_URLS (chainId=url,…) on the proxy instead',
  VITE_WALLETCONNECT_RELAY_URL:
    'set WALLETCONNECT_RELAY_URL (and WALLETCONNECT_PROJECT_ID) on the proxy instead',
}

type Env = Record<string, string | undefined>

const readValue = (env: Env, name: string) => env[name]?.trim() || undefined

function parseUrl(value: string) {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

const isClearText = (url: URL) =>
  (url.protocol === 'http:' || url.protocol === 'ws:') &&
  !isLoopbackHost(url.hostname)

export type RpcUrlVariable = 'RPC_URLS' | 'PUBLIC_RPC_URLS'

function readRpcUrls(
  name: RpcUrlVariable,
  text: string,
  rpcUrls: Record<string, string>,
  sources: Record<string, RpcUrlVariable>,
  problems: string[],
) {
  const problem = (message: string) => problems.push(`${name}: ${message}`)
  for (const entry of text.split(',')) {
    const trimmed = entry.trim()
    if (!trimmed) continue
    const separator = trimmed.indexOf('=')
    if (separator < 0) {
      problem(
        `"${trimmed}" names no chain: write chainId=url (e.g. 31337=${trimmed})`,
      )
      continue
    }
    const chainId = trimmed.slice(0, separator).trim()
    const url = trimmed.slice(separator + 1).trim()
    if (
      !rpcChainIdPattern.test(chainId) ||
      Number(chainId) > Number.MAX_SAFE_INTEGER
    ) {
      problem(`"${trimmed}": the chain id must be a positive integer`)
    } else if (!isRpcUrl(url)) {
      problem(
        `"${trimmed}": the URL must be http(s), with a host and no credentials`,
      )
    } else if (isClearText(new URL(url))) {
      problem(`"${trimmed}": must be https (plain http only on loopback)`)
    } else if (chainId in rpcUrls) {
      problem(
        sources[chainId] === name
          ? `chain ${chainId} is listed twice`
          : `chain ${chainId} is listed in RPC_URLS and PUBLIC_RPC_URLS; keep one`,
      )
    } else {
      const credential =
        name === 'RPC_URLS' ? findRpcCredential(new URL(url)) : null
      if (credential) {
        const { protocol, host } = new URL(url)
        problem(
          `chain ${chainId}: ${protocol}//${host}/… carries a credential (${credential}), and every URL here is served to browsers at /api/deployment. Use a URL without it, or, if that key is meant to be public (restricted by the provider to this site), list it in PUBLIC_RPC_URLS`,
        )
        continue
      }
      rpcUrls[chainId] = url
      sources[chainId] = name
    }
  }
}

function readRelayOrigin(value: string, problems: string[]) {
  const url = parseUrl(value)
  const isOrigin =
    url !== null &&
    (url.protocol === 'ws:' || url.protocol === 'wss:') &&
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  if (!isOrigin) {
    problems.push(
      `WALLETCONNECT_RELAY_URL: "${value}" is not a ws(s) origin (scheme://host[:port])`,
    )
    return null
  }
  if (isClearText(url)) {
    problems.push(
      `WALLETCONNECT_RELAY_URL: "${value}" must be wss (plain ws only on loopback)`,
    )
    return null
  }
  return `${url.protocol}//${url.host}`
}

function readWalletConnect(env: Env, problems: string[]) {
  const projectId = readValue(env, 'WALLETCONNECT_PROJECT_ID')
  const relayValue = readValue(env, 'WALLETCONNECT_RELAY_URL')
  const relayUrl = readRelayOrigin(
    relayValue ?? WALLETCONNECT_PUBLIC_RELAY_URL,
    problems,
  )
  if (projectId && !walletConnectProjectIdPattern.test(projectId)) {
    problems.push('WALLETCONNECT_PROJECT_ID: must be 8 to 64 letters or digits')
    return null
  }
  if (!projectId) {
    if (relayValue) {
      problems.push(
        'WALLETCONNECT_RELAY_URL: set without WALLETCONNECT_PROJECT_ID; WalletConnect needs both, or neither to be off',
      )
    }
    return null
  }
  return relayUrl ? { projectId, relayUrl } : null
}

const envNameOf = (
  path: readonly PropertyKey[],
  sources: Record<string, RpcUrlVariable>,
) =>
  path[0] === 'rpcUrls'
    ? (sources[String(path[1])] ?? 'RPC_URLS')
    : path[1] === 'relayUrl'
      ? 'WALLETCONNECT_RELAY_URL'
      : 'WALLETCONNECT_PROJECT_ID'

export function readDeploymentEnv(
  env: Env,
  isLocalUpstream: boolean,
): {
  deployment: Deployment
  /** Which variable listed each chain's URL, by chain id. */
  rpcUrlSources: Readonly<Record<number, RpcUrlVariable>>
  problems: string[]
} {
  const problems: string[] = []
  for (const [name, advice] of Object.entries(retiredNames)) {
    if (readValue(env, name)) {
      problems.push(`${name}: no longer read; ${advice}`)
    }
  }
  const publicText = readValue(env, 'PUBLIC_RPC_URLS')
  const rpcText =
    readValue(env, 'RPC_URLS') ??
    (isLocalUpstream && !publicText ? DEVNET_RPC_URLS : '')
  const rpcUrls: Record<string, string> = {}
  const sources: Record<string, RpcUrlVariable> = {}
  readRpcUrls('RPC_URLS', rpcText, rpcUrls, sources, problems)
  readRpcUrls('PUBLIC_RPC_URLS', publicText ?? '', rpcUrls, sources, problems)
  const json: DeploymentJson = {
    rpcUrls,
    walletConnect: readWalletConnect(env, problems),
  }
  const rpcUrlSources = Object.fromEntries(
    Object.entries(sources).map(([chainId, name]) => [Number(chainId), name]),
  )
  // The contract has the last word: what is served is what the app parses.
  const parsed = deploymentSchema.safeParse(json)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${envNameOf(issue.path, sources)}: ${formatIssue(issue)}`)
    }
    return {
      deployment: { rpcUrls: {}, walletConnect: null },
      rpcUrlSources,
      problems,
    }
  }
  return { deployment: parsed.data, rpcUrlSources, problems }
}
