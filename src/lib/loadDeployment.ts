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

/** Why the app could not start; the message is written for the page. */
export class DeploymentLoadError extends Error {
  override readonly name = 'DeploymentLoadError'
}

/** The settings' contract, in the start-up chunk (scripts/chunks.ts). */
const deploymentContract = lazyModule(() => import('../../schema/deployment'))

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
    throw new DeploymentLoadError(
      "This site's settings could not be loaded: the server did not answer. Check your connection and try again.",
      { cause },
    )
  }
  if (!response.ok) {
    throw new DeploymentLoadError(
      `This site's settings could not be loaded: the server answered ${response.status}. Try again in a moment.`,
    )
  }
  let data: unknown
  try {
    data = await response.json()
  } catch (cause) {
    throw new DeploymentLoadError(
      "This site's settings could not be read: the server's answer is not JSON.",
      { cause },
    )
  }
  const { parseDeployment } = await contract
  try {
    return parseDeployment(data)
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause)
    throw new DeploymentLoadError(
      `This site's settings are invalid (${detail}). The site's operator has to fix them.`,
      { cause },
    )
  }
}
