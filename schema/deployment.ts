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
import { z } from 'zod/mini'
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

const rpcUrlSchema = z.string().check(
  z.refine(isRpcUrl, {
    error: 'must be an http(s) URL with a host and no credentials',
  }),
)

export const walletConnectSchema = z.object({
  projectId: z.string().check(
    z.regex(walletConnectProjectIdPattern, {
      error: 'projectId must be 8 to 64 letters or digits',
    }),
  ),
  relayUrl: z.string().check(
    z.regex(relayOriginPattern, {
      error: 'relayUrl must be a ws:// or wss:// origin',
    }),
  ),
})

export const deploymentSchema = z.object({
  /** RPC URL by chain id (a JSON object's keys are strings). */
  rpcUrls: z.pipe(
    z
      .record(
        z.string().check(
          z.regex(rpcChainIdPattern, {
            error: 'chain ids must be positive integers',
          }),
          z.refine((chainId) => Number(chainId) <= Number.MAX_SAFE_INTEGER, {
            error: 'chain ids must be safe integers',
          }),
        ),
        rpcUrlSchema,
      )
      .check(
        z.refine((urls) => Object.keys(urls).length <= MAX_CHAINS, {
          error: `at most ${MAX_CHAINS} chains`,
        }),
      ),
    z.transform(
      (urls: Record<string, string>): Readonly<Record<number, string>> =>
        Object.fromEntries(
          Object.entries(urls).map(([chainId, url]) => [Number(chainId), url]),
        ),
    ),
  ),
  /** null: the deployment offers no WalletConnect. */
  walletConnect: z.nullable(walletConnectSchema),
})

/** The settings as the app uses them (chain ids as numbers). */
export type Deployment = z.output<typeof deploymentSchema>
/** The settings as JSON carries them. */
export type DeploymentJson = z.input<typeof deploymentSchema>
export type WalletConnectSettings = z.output<typeof walletConnectSchema>

/** Parses an answer of GET /api/deployment; throws naming every problem. */
export function parseDeployment(data: unknown): Deployment {
  const parsed = deploymentSchema.safeParse(data)
  if (parsed.success) return parsed.data
  throw new Error(parsed.error.issues.map(formatIssue).join('; '))
}
