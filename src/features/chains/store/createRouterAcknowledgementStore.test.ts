import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import {
  createRouterAcknowledgementStore,
  isRouterAcknowledged,
  ROUTER_ACKNOWLEDGEMENTS_STORAGE_KEY,
} from './createRouterAcknowledgementStore'

const router = '0x1111111111111111111111111111111111111111'
const otherRouter = '0x2222222222222222222222222222222222222222'

describe('router acknowledgement store', () => {
  test('behavior: remembers per chain and router, across a reload', () => {
    const storage = createMemoryStorage()
    const store = createRouterAcknowledgementStore({ storage })
    expect(isRouterAcknowledged(store.getState(), 8453, router)).toBe(false)
    store.getState().actions.routerAcknowledged(8453, router)
    store.getState().actions.routerAcknowledged(8453, router)
    const reloaded = createRouterAcknowledgementStore({ storage })
    expect(isRouterAcknowledged(reloaded.getState(), 8453, router)).toBe(true)
    expect(isRouterAcknowledged(reloaded.getState(), 1, router)).toBe(false)
    expect(isRouterAcknowledged(reloaded.getState(), 8453, otherRouter)).toBe(
      false,
    )
    expect(
      JSON.parse(storage.getItem(ROUTER_ACKNOWLEDGEMENTS_STORAGE_KEY) ?? ''),
    ).toEqual({
      state: { acknowledged: [`8453:${router}`] },
      version: 1,
    })
  })

  test('behavior: malformed stored entries are dropped, not trusted', () => {
    const storage = createMemoryStorage({
      [ROUTER_ACKNOWLEDGEMENTS_STORAGE_KEY]: JSON.stringify({
        state: {
          acknowledged: [
            '8453:nope',
            42,
            `1:${router.toUpperCase().replace('0X', '0x')}`,
          ],
        },
        version: 1,
      }),
    })
    const store = createRouterAcknowledgementStore({ storage })
    expect(store.getState().acknowledged).toEqual([`1:${router}`])
  })
})
