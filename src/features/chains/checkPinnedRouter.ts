// Holds the registry's router (from the service) against the reviewed table
// in the source: a service or proxy that lists another contract, even with
// that contract's true code hash, is refused before anything is signed.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Address, Hex } from 'viem'
import { isAddressEqual } from 'viem'
import { createSourceI18n } from '../../lib/i18n/loadI18n'
import { type PinnedRouter, pinnedRouters } from './pinnedRouters'

export type CheckPinnedRouterParameters = {
  chainId: number
  /** The registry's `routerAddress` and `routerCodeHash`. */
  routerAddress: Address
  routerCodeHash: Hex | null
  /** Tests pass their own table. */
  table?: Readonly<Record<number, PinnedRouter>>
  /**
   * The language of the verdict's message; English without it (for callers
   * not yet converted: src/features/swap, until it passes its own).
   */
  i18n?: I18n
}

export type PinnedRouterVerdict =
  | {
      status: 'ok'
      router: PinnedRouter
      /** The hash to hold eth_getCode to: the table's, else the registry's. */
      codeHash: Hex | null
      isCodeHashPinned: boolean
    }
  | { status: 'mismatch'; message: string }
  | { status: 'unpinned'; message: string }

function isSame(a: string, b: string) {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}

/** ok | mismatch (refuse the chain) | unpinned (needs an acknowledgement). */
export function checkPinnedRouter({
  chainId,
  routerAddress,
  routerCodeHash,
  table = pinnedRouters,
  i18n = createSourceI18n(),
}: CheckPinnedRouterParameters): PinnedRouterVerdict {
  const router = table[chainId]
  if (!router) {
    return {
      status: 'unpinned',
      message: i18n._(
        msg`This router (${routerAddress}) is not independently verified: network ${chainId} is not in the app's reviewed list, so only the service vouches for it.`,
      ),
    }
  }
  if (!isSame(router.address, routerAddress)) {
    const reviewed = router.address
    return {
      status: 'mismatch',
      message: i18n._(
        msg`The service names ${routerAddress} as the swap router of network ${chainId}, but the reviewed router there is ${reviewed}. Signing on this network is refused.`,
      ),
    }
  }
  if (
    router.codeHash &&
    routerCodeHash &&
    router.codeHash.toLowerCase() !== routerCodeHash.toLowerCase()
  ) {
    return {
      status: 'mismatch',
      message: i18n._(
        msg`The service gives another code fingerprint for the router of network ${chainId} than the reviewed one. Signing on this network is refused.`,
      ),
    }
  }
  return {
    status: 'ok',
    router,
    codeHash: router.codeHash ?? routerCodeHash,
    isCodeHashPinned: router.codeHash !== null,
  }
}
