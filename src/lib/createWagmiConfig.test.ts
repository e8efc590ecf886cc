import { defineChain } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createWagmiConfig } from './createWagmiConfig'

const devnetViemChain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The statuses a new configuration goes through while it settles. */
async function statusesAfterCreation(saved: Record<string, string> = {}) {
  const storage = window.localStorage
  for (const [key, value] of Object.entries(saved)) storage.setItem(key, value)
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

afterEach(() => window.localStorage.clear())

describe('createWagmiConfig', () => {
  test('behavior: with no saved session it restores nothing: the status never turns "connecting" as the configuration arrives', async () => {
    expect(await statusesAfterCreation()).toEqual(['disconnected'])
  })

  test('behavior: a saved session is looked for (the status says so while it is)', async () => {
    const seen = await statusesAfterCreation({
      'swap.wagmi.store': JSON.stringify({
        state: {
          current: 'saved-connection',
          connections: { __type: 'Map', value: [] },
          chainId: devnetViemChain.id,
        },
        version: 2,
      }),
    })
    expect(seen.some((status) => /connecting/.test(status))).toBe(true)
  })
})
