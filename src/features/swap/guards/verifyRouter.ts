// The router both transactions go to is the reviewed one: the pinned table
// first (pinRouter), then its code hash on eth_getCode
// (checkRouterCodeHash), read once per flow per chain.
import type { PublicClient } from 'viem'
import { checkRouterCodeHash } from './checkRouterCodeHash'
import { pinRouter } from './pinRouter'
import { type GuardResult, guardI18n, type RouterParameters } from './types'

/**
 * The pinned table first (a mismatch refuses the chain, an unlisted chain
 * needs the person's acknowledgement), then checkRouterCodeHash on
 * eth_getCode with the pinned hash, once per flow per chain.
 */
export function verifyRouter(
  parameters: RouterParameters & {
    /** The chain's client, asked for the router's code once per flow. */
    client: () => Pick<PublicClient, 'getCode'>
  },
): Promise<GuardResult> {
  const { chain, verifiedRouters } = parameters
  const i18n = guardI18n(parameters)
  const pinned = pinRouter({ i18n, chain })
  if (pinned.status === 'mismatch') {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  if (pinned.status === 'unpinned' && !chain.isRouterAcknowledged) {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  const expectedHash =
    pinned.status === 'ok' ? pinned.codeHash : chain.routerCodeHash
  const id = `${chain.id}:${chain.routerAddress.toLowerCase()}`
  let verdict = verifiedRouters.get(id)
  if (!verdict) {
    verdict = parameters
      .client()
      .getCode({ address: chain.routerAddress })
      .then((code) => checkRouterCodeHash({ code, expectedHash, i18n }))
    verifiedRouters.set(id, verdict)
    // A failed read is not a verdict: ask again next time.
    verdict.catch(() => verifiedRouters.delete(id))
  }
  return verdict
}
