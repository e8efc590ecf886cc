import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import {
  ActivityStoreProvider,
  useActivity,
  useActivityActions,
} from './ActivityStoreProvider'
import { ACTIVITY_STORAGE_KEY } from './activityStorage'
import type { ActivityEntry } from './types'

const account = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

const entry = (digit: string): ActivityEntry => ({
  hash: `0x${digit.repeat(64)}`,
  chainId: 31337,
  quoteId: null,
  sell: {
    symbol: 'DAI',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '1', decimals: 0 },
  },
  buy: {
    symbol: 'USDC',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '1', decimals: 0 },
  },
  status: 'pending',
  replacedBy: null,
  createdAtMs: 1,
  explorerUrl: null,
})

describe('ActivityStoreProvider', () => {
  test('behavior: writes sent before the store’s code is here are kept, in order', async () => {
    const storage = window.localStorage
    storage.removeItem(ACTIVITY_STORAGE_KEY)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ActivityStoreProvider storage={storage}>
        {children}
      </ActivityStoreProvider>
    )
    const { result } = renderHook(
      () => {
        const entries = useActivity(
          (values) => values.entriesByAccount[account.toLowerCase()],
        )
        return {
          actions: useActivityActions(),
          hashes: (entries ?? []).map(
            ({ hash, status }) => `${hash.slice(0, 3)} ${status}`,
          ),
        }
      },
      { wrapper },
    )
    // Nothing shows before the store is made (nor did it before hydration).
    expect(result.current.hashes).toEqual([])
    const first = entry('a')
    act(() => {
      result.current.actions.swapSubmitted(account, first)
      result.current.actions.swapSettled(account, first.hash, {
        status: 'confirmed',
      })
      result.current.actions.swapSubmitted(account, entry('b'))
    })
    await waitFor(() =>
      expect(result.current.hashes).toEqual(['0xb pending', '0xa confirmed']),
    )
    expect(storage.getItem(ACTIVITY_STORAGE_KEY)).toContain(first.hash)
  })
})
