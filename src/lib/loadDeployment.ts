import { DEPLOYMENT_PATH } from '../../schema/constants'
import type { Deployment } from '../../schema/deployment'
import { lazyModule } from './lazyModule'

/**
 * Where the app calls its proxy: `/api` on the page's own origin, in every
 * deployment. It is not a setting: the deployment's settings themselves
 * are read from there, and the proxy that serves the pages serves the API
 * (CSP `connect-src 'self'`).
 */
export const API_BASE_URL = '/api'

/** Why the deployment's settings could not be used; StartupError words
 * each for the page. */
export type DeploymentLoadFailure =
  | { reason: 'unreachable' }
  | { reason: 'status'; status: number }
  | { reason: 'not-json' }
  /** `detail`: the contract's own account of what is wrong, for the
   * site's operator. */
  | { reason: 'invalid'; detail: string }

/** Why the app could not start. The message is for developers. */
export class DeploymentLoadError extends Error {
  // i18n-exempt: the class's name
  override readonly name = 'DeploymentLoadError'
  readonly failure: DeploymentLoadFailure

  constructor(failure: DeploymentLoadFailure, options?: ErrorOptions) {
    // i18n-exempt: for developers (StartupError words the failure)
    super(`Deployment settings: ${JSON.stringify(failure)}`, options)
    this.failure = failure
  }
}

/** The settings' contract, in the start-up chunk (scripts/chunks.ts). */
export const deploymentContract = lazyModule(() =>
  import('../../schema/deployment').then(
    ({ parseDeployment }) => parseDeployment,
  ),
)

/**
 * The deployment's settings (RPC URL per chain, WalletConnect), read from
 * the proxy as the app starts, so that one build serves every deployment.
 * The HTML asks for them while it is parsed (a preload written by the
 * build: vite.config.ts, deploymentPreload), and this request must match
 * that preload for the browser to reuse its answer rather than ask again:
 * the same URL, a plain GET with the default mode and credentials, no
 * header. The answer is parsed with the shared contract before any URL in
 * it is used.
 */
export async function loadDeployment(
  fetchFn: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<Deployment> {
  const contract = deploymentContract.load()
  // Awaited below unless the request fails first: never an unhandled one.
  contract.catch(() => undefined)
  let response: Response
  try {
    response = await fetchFn(DEPLOYMENT_PATH)
  } catch (cause) {
    throw new DeploymentLoadError({ reason: 'unreachable' }, { cause })
  }
  if (!response.ok) {
    throw new DeploymentLoadError({
      reason: 'status',
      status: response.status,
    })
  }
  let data: unknown
  try {
    data = await response.json()
  } catch (cause) {
    throw new DeploymentLoadError({ reason: 'not-json' }, { cause })
  }
  const parseDeployment = await contract
  try {
    return parseDeployment(data)
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause)
    throw new DeploymentLoadError({ reason: 'invalid', detail }, { cause })
  }
}
