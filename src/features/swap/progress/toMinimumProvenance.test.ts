import { describe, expect, test } from 'vitest'
import { pinnedRouters } from '../../chains'
import { swapStates } from '../lifecycle/testing/swapFixtures'
import { toMinimumProvenance } from './toMinimumProvenance'

const pinned = pinnedRouters[31337]
if (!pinned) throw new Error('Devnet has a pinned router')
const decodedChain = { id: 31337, routerAddress: pinned.address }
const opaqueChain = {
  id: 31338,
  routerAddress: '0x1111111111111111111111111111111111111111',
} as const

const batch = { approval: null }

describe('toMinimumProvenance', () => {
  test('behavior: "set in the transaction" only where the router ABI is pinned, whatever the flow', () => {
    for (const state of [swapStates.idle, swapStates.ready]) {
      expect(
        toMinimumProvenance({
          source: 'transaction',
          chain: decodedChain,
          flowState: state,
        }),
      ).toBe('decoded')
    }
    // Another router than the pinned one on that chain: nothing decodes it.
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: { ...decodedChain, routerAddress: opaqueChain.routerAddress },
        flowState: swapStates.idle,
      }),
    ).toBe('quote')
  })

  test("behavior: on an opaque router, the service's figure before a review", () => {
    for (const status of ['idle', 'quoting', 'reading-allowance'] as const) {
      expect(
        toMinimumProvenance({
          source: 'transaction',
          chain: opaqueChain,
          flowState: swapStates[status],
        }),
      ).toBe('quote')
    }
  })

  test('behavior: on an opaque router, the floor check where the swap is batched, the simulation where not', () => {
    const { ready, signing, confirmed } = swapStates
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: opaqueChain,
        flowState: { ...ready, batch },
      }),
    ).toBe('floor')
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: opaqueChain,
        flowState: ready,
      }),
    ).toBe('simulation')
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: opaqueChain,
        flowState: {
          ...signing,
          protection: 'on-chain',
        },
      }),
    ).toBe('floor')
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: opaqueChain,
        flowState: swapStates['accepting-simulation-only'],
      }),
    ).toBe('simulation')
    expect(
      toMinimumProvenance({
        source: 'transaction',
        chain: opaqueChain,
        flowState: {
          ...confirmed,
          review: { ...confirmed.review, protection: 'on-chain' },
        },
      }),
    ).toBe('floor')
  })

  test('behavior: without a minimum in the quote, it is worked out from slippage', () => {
    expect(
      toMinimumProvenance({
        source: 'slippage',
        chain: decodedChain,
        flowState: swapStates.idle,
      }),
    ).toBe('slippage')
    expect(
      toMinimumProvenance({
        source: 'slippage',
        chain: opaqueChain,
        flowState: swapStates.ready,
      }),
    ).toBe('slippage')
  })
})
