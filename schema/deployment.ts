/**
 * One deployment's settings, read by the app at run time so that one build
 * serves every deployment: the proxy answers GET /api/deployment
 * (DEPLOYMENT_PATH) with them and allows exactly their origins in its CSP
 * `connect-src`. Threat: a URL in this answer becomes a wallet transport or
 * a WebSocket, so both sides parse it with this schema: the proxy its env at
 * start-up, the app the answer before any value is used. RPC URLs are
 * http(s) only (a `javascript:` or `data:` string never becomes a transport)
 * and carry no credentials (fetch refuses them anyway); the relay is a bare
 * ws(s) origin.
 */

import * as v from '../packages/swap-widget/src/protocol/lite'
import { formatIssue } from './formatIssue'

const MAX_URL_LENGTH = 2048
const MAX_CHAINS = 256

export const rpcChainIdPattern = /^[1-9][0-9]{0,15}$/
export const walletConnectProjectIdPattern = /^[0-9A-Za-z]{8,64}$/
const relayOriginPattern = /^wss?:\/\/[^\s/?#@]+$/

function parseUrl(value: string) {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** An http(s) URL with a host and no userinfo, written without spaces. */
export function isRpcUrl(value: string) {
  const url = parseUrl(value)
  return (
    url !== null &&
    value.length <= MAX_URL_LENGTH &&
    !/\s/.test(value) &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  )
}

const rpcUrlSchema = v.check(
  v.string(),
  v.refine(isRpcUrl, 'must be an http(s) URL with a host and no credentials'),
)

export const walletConnectSchema = v.object({
  projectId: v.check(
    v.string(),
    v.regex(
      walletConnectProjectIdPattern,
      'projectId must be 8 to 64 letters or digits',
    ),
  ),
  relayUrl: v.check(
    v.string(),
    v.regex(relayOriginPattern, 'relayUrl must be a ws:// or wss:// origin'),
  ),
})

export const deploymentSchema = v.object({
  /** RPC URL by chain id (a JSON object's keys are strings). */
  rpcUrls: v.map(
    v.check(
      v.record(
        v.check(
          v.string(),
          v.regex(rpcChainIdPattern, 'chain ids must be positive integers'),
          v.refine(
            (chainId) => Number(chainId) <= Number.MAX_SAFE_INTEGER,
            'chain ids must be safe integers',
          ),
        ),
        rpcUrlSchema,
      ),
      v.refine(
        (urls) => Object.keys(urls).length <= MAX_CHAINS,
        `at most ${MAX_CHAINS} chains`,
      ),
    ),
    (urls): Readonly<Record<number, string>> =>
      Object.fromEntries(
        Object.entries(urls).map(([chainId, url]) => [Number(chainId), url]),
      ),
  ),
  /** null: the deployment offers no WalletConnect. */
  walletConnect: v.nullable(walletConnectSchema),
})

/** The settings as the app uses them (chain ids as numbers). */
export type Deployment = v.Output<typeof deploymentSchema>
/** The settings as JSON carries them. */
export type DeploymentJson = v.Input<typeof deploymentSchema>
export type WalletConnectSettings = v.Output<typeof walletConnectSchema>

/** Parses an answer of GET /api/deployment; throws naming every problem. */
export function parseDeployment(data: unknown): Deployment {
  const parsed = deploymentSchema.safeParse(data)
  if (parsed.success) return parsed.data
  throw new Error(parsed.error.issues.map(formatIssue).join('; '))
}
