// A returning visitor's deployment settings without the round trip: the last
// settings this page read are kept in the browser (lastGoodCopy.ts) and the
// app starts from them at once, while the page asks the proxy as before.
// The proxy's answer wins: the same settings change nothing; others (a
// deployment changed since) drop the copy and load the page again, which
// then starts from the proxy's answer alone, as a first visit does (so it
// cannot loop), before anything could be signed (a wallet's prompt takes
// longer than the answer's round trip). A copy is parsed with the same
// contract as an answer: anything else is no copy.
import type { Deployment } from '../../schema/deployment'
import { loadLastGoodCopy, saveLastGoodCopy } from './lastGoodCopy'
import { deploymentContract } from './loadDeployment'

export const DEPLOYMENT_COPY_STORAGE_KEY = 'swap.deployment.v1'

type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null

/** The settings this browser last read; null when there are none usable. */
export async function loadDeploymentCopy(
  storage: CopyStorage,
): Promise<Deployment | null> {
  if (!storage) return null
  const parseDeployment = await deploymentContract.load()
  const copy = loadLastGoodCopy<Deployment>({
    storage,
    key: DEPLOYMENT_COPY_STORAGE_KEY,
    nowMs: Date.now(),
    parse: (value) => {
      try {
        return parseDeployment(value)
      } catch {
        return null
      }
    },
  })
  return copy?.value ?? null
}

export function saveDeploymentCopy(
  storage: CopyStorage,
  deployment: Deployment,
): void {
  saveLastGoodCopy({
    storage,
    key: DEPLOYMENT_COPY_STORAGE_KEY,
    value: deployment,
    savedAtMs: Date.now(),
  })
}

/** Drops the copy; whether it is gone (a broken storage may keep it). */
export function dropDeploymentCopy(storage: CopyStorage): boolean {
  try {
    storage?.removeItem(DEPLOYMENT_COPY_STORAGE_KEY)
    return storage?.getItem(DEPLOYMENT_COPY_STORAGE_KEY) == null
  } catch {
    return false
  }
}

/** Whether two settings are the same (both parsed, so key order is too). */
export const isSameDeployment = (a: Deployment, b: Deployment) =>
  JSON.stringify(a) === JSON.stringify(b)
