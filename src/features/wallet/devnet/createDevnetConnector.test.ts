import { verifyMessage } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { connect, getConnection, signMessage, switchChain } from 'wagmi/actions'
import { devnetBChain, devnetChain } from '../../chains'
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

  test('behavior: refuses to switch to or connect on any other chain', async () => {
    localStorage.clear()
    const config = createConfig({
      chains: [devnetChain, mainnet],
      transports: { [devnetChain.id]: http(), [mainnet.id]: http() },
      multiInjectedProviderDiscovery: false,
    })
    const connector = createDevnetConnector()
    await expect(
      connect(config, { connector, chainId: mainnet.id }),
    ).rejects.toThrow(
      /works only on the devnets \(chains 31337 and 31338\), not on chain 1\./,
    )
    await connect(config, { connector })
    await expect(switchChain(config, { chainId: mainnet.id })).rejects.toThrow(
      /works only on the devnet/,
    )
    const provider = (await getConnection(config).connector?.getProvider()) as {
      request: (args: {
        method: string
        params?: unknown[]
      }) => Promise<unknown>
    }
    await expect(
      provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).rejects.toThrow(/works only on the devnets/)
    expect(getConnection(config).chainId).toBe(31337)
  })

  test('behavior: starts on Devnet, switches to Devnet B and back, and keeps its choice across a reload', async () => {
    localStorage.clear()
    const create = () =>
      createConfig({
        chains: [devnetChain, devnetBChain],
        transports: { [devnetChain.id]: http(), [devnetBChain.id]: http() },
        multiInjectedProviderDiscovery: false,
      })
    const config = create()
    const connector = createDevnetConnector()
    expect((await connect(config, { connector })).chainId).toBe(31337)
    const chainIdOfProvider = async () => {
      const provider = (await getConnection(
        config,
      ).connector?.getProvider()) as {
        request: (args: { method: string }) => Promise<unknown>
      }
      return provider.request({ method: 'eth_chainId' })
    }
    await switchChain(config, { chainId: devnetBChain.id })
    expect(getConnection(config).chainId).toBe(31338)
    expect(await chainIdOfProvider()).toBe('0x7a6a')

    // a reload: a new config and connector over the same storage
    const reloaded = create()
    const again = await connect(reloaded, {
      connector: createDevnetConnector(),
    })
    expect(again.chainId).toBe(31338)

    await switchChain(config, { chainId: devnetChain.id })
    expect(getConnection(config).chainId).toBe(31337)
    expect(await chainIdOfProvider()).toBe('0x7a69')
  })

  test('behavior: without the devnet among the chains it does not connect', async () => {
    localStorage.clear()
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http() },
      multiInjectedProviderDiscovery: false,
    })
    await expect(
      connect(config, { connector: createDevnetConnector() }),
    ).rejects.toThrow(/not configured/i)
  })
})
