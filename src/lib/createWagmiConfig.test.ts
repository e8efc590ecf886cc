import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { createWagmiConfig } from './createWagmiConfig'

const devnetViemChain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

// A memory Storage: the config persists its state there.
function createMemoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

/** The statuses a new configuration goes through while it settles. */
async function statusesAfterCreation(storage: Storage) {
  const config = createWagmiConfig({ chains: [devnetViemChain], storage })
  const seen: string[] = [config.state.status]
  const stop = config.subscribe(
    (state) => state.status,
    (status) => seen.push(status),
  )
  // wagmi's reconnect looks in a later task; it is over within this wait.
  await new Promise((resolve) => setTimeout(resolve, 100))
  stop()
  return seen
}

describe('createWagmiConfig', () => {
  test('behavior: with no saved session it restores nothing: the status never turns "connecting" as the configuration arrives', async () => {
    expect(await statusesAfterCreation(createMemoryStorage())).toEqual([
      'disconnected',
    ])
  })

  test('behavior: a saved session is looked for (the status says so while it is)', async () => {
    const seen = await statusesAfterCreation(
      createMemoryStorage({
        'swap.wagmi.store': JSON.stringify({
          state: {
            current: 'saved-connection',
            connections: { __type: 'Map', value: [] },
            chainId: devnetViemChain.id,
          },
          version: 2,
        }),
      }),
    )
    expect(seen.some((status) => /connecting/.test(status))).toBe(true)
  })
})
