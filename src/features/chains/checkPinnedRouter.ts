// Holds the registry's router (from the service) against the reviewed table
// in the source: a service or proxy that lists another contract, even with
// that contract's true code hash, is refused before anything is signed.
import type { Address, Hex } from 'viem'
import { isAddressEqual } from 'viem'
import { type PinnedRouter, pinnedRouters } from './pinnedRouters'

export type CheckPinnedRouterParameters = {
  chainId: number
  /** The registry's `routerAddress` and `routerCodeHash`. */
  routerAddress: Address
  routerCodeHash: Hex | null
  /** Tests pass their own table. */
  table?: Readonly<Record<number, PinnedRouter>>
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
}: CheckPinnedRouterParameters): PinnedRouterVerdict {
  const router = table[chainId]
  if (!router) {
    return {
      status: 'unpinned',
      message: `This router (${routerAddress}) is not independently verified: network ${chainId} is not in the app's reviewed list, so only the service vouches for it.`,
    }
  }
  if (!isSame(router.address, routerAddress)) {
    return {
      status: 'mismatch',
      message: `The service names ${routerAddress} as the swap router of network ${chainId}, but the reviewed router there is ${router.address}. Signing on this network is refused.`,
    }
  }
  if (
    router.codeHash &&
    routerCodeHash &&
    router.codeHash.toLowerCase() !== routerCodeHash.toLowerCase()
  ) {
    return {
      status: 'mismatch',
      message: `The service gives another code fingerprint for the router of network ${chainId} than the reviewed one. Signing on this network is refused.`,
    }
  }
  return {
    status: 'ok',
    router,
    codeHash: router.codeHash ?? routerCodeHash,
    isCodeHashPinned: router.codeHash !== null,
  }
}
