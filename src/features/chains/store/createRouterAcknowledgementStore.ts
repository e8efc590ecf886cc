// Remembers which unpinned routers the person explicitly accepted as "not
// independently verified", per chain and router: a registry that later names
// another router on the same chain needs a new acknowledgement.
import type { Address } from 'viem'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { toAddressKey } from '../../../lib/addressKey'

export const ROUTER_ACKNOWLEDGEMENTS_STORAGE_KEY = 'chains.routerAcks.v1'
export const ROUTER_ACKNOWLEDGEMENTS_VERSION = 1

type AcknowledgementValues = {
  /** `${chainId}:${router, lowercase}` (an older app wrote checksum case) */
  acknowledged: string[]
}

export type RouterAcknowledgementState = AcknowledgementValues & {
  actions: {
    routerAcknowledged: (chainId: number, router: Address) => void
  }
}

export const toAcknowledgementKey = (chainId: number, router: Address) =>
  `${chainId}:${toAddressKey(router)}`

/**
 * Whether the person accepted `router` on `chainId`, as stored. A router
 * the registry writes in mixed case counts only once its EIP-55 checksum
 * holds too (useRouterAcknowledgement checks it, with the checksum chunk).
 */
export function isRouterAcknowledged(
  { acknowledged }: AcknowledgementValues,
  chainId: number,
  router: Address,
): boolean {
  return (
    isAddressShape(router) &&
    acknowledged.includes(toAcknowledgementKey(chainId, router))
  )
}

const keyPattern = /^\d+:0x[0-9a-fA-F]{40}$/

/** Keeps only well-formed keys of whatever storage holds. */
export function sanitizeAcknowledgements(
  value: unknown,
): AcknowledgementValues {
  const list =
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { acknowledged?: unknown }).acknowledged)
      ? (value as { acknowledged: unknown[] }).acknowledged
      : []
  const acknowledged = list.flatMap((key) => {
    if (typeof key !== 'string' || !keyPattern.test(key)) return []
    const [chainId, router] = key.split(':') as [string, Address]
    return [toAcknowledgementKey(Number(chainId), router)]
  })
  return { acknowledged: [...new Set(acknowledged)] }
}

export type CreateRouterAcknowledgementStoreParameters = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
}

export type RouterAcknowledgementStore = StoreApi<RouterAcknowledgementState>

/** One store per mounted app, persisted under a versioned key. */
export function createRouterAcknowledgementStore({
  storage,
  storageKey = ROUTER_ACKNOWLEDGEMENTS_STORAGE_KEY,
}: CreateRouterAcknowledgementStoreParameters = {}): RouterAcknowledgementStore {
  return createStore<RouterAcknowledgementState>()(
    persist(
      (set) => ({
        acknowledged: [],
        actions: {
          routerAcknowledged: (chainId, router) =>
            set((state) => {
              const key = toAcknowledgementKey(chainId, router)
              return state.acknowledged.includes(key)
                ? state
                : { acknowledged: [...state.acknowledged, key] }
            }),
        },
      }),
      {
        name: storageKey,
        version: ROUTER_ACKNOWLEDGEMENTS_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({ acknowledged }) => ({ acknowledged }),
        // Version 1 is the first: anything else is read for what validates.
        migrate: (persisted) => sanitizeAcknowledgements(persisted),
        merge: (persisted, current) => ({
          ...current,
          ...sanitizeAcknowledgements(persisted),
        }),
      },
    ),
  )
}
