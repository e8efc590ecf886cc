import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { connect, signMessage } from 'wagmi/actions'
import { devnetChain } from '../../chains'
import { createDevnetConnector } from './createDevnetConnector'

describe('devnet wallet', () => {
  test('behavior: connects as anvil account #1 and signs with its key', async () => {
    localStorage.clear()
    const config = createConfig({
      chains: [devnetChain],
      transports: { [devnetChain.id]: http() },
      multiInjectedProviderDiscovery: false,
    })
    const result = await connect(config, { connector: createDevnetConnector() })
    expect(result.accounts).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
    expect(result.chainId).toBe(31337)
    const signature = await signMessage(config, { message: 'hello devnet' })
    expect(
      await verifyMessage({
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        message: 'hello devnet',
        signature,
      }),
    ).toBe(true)
  })
})
