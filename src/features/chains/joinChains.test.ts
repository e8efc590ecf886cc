import { hyperEvm } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { type ChainInput, chainsResponseSchema } from '../../../schema/partner'
import { joinChains } from './joinChains'
import { MULTICALL3_ADDRESS } from './knownChains'
import { toViemChain } from './toViemChain'
import type { AppChain } from './types'

const router = '0xcce7452db4392b40aa0e1592a7c486e13bf69654'

function entry(overrides: Partial<ChainInput>): ChainInput {
  return {
    chainId: 999,
    name: 'HyperEVM',
    nativeSymbol: 'HYPE',
    nativeDecimals: 18,
    wrappedNative: null,
    routerAddress: router,
    contractVersion: '1.0.0',
    operationalStatus: 'ACTIVE',
    explorerUrl: null,
    routerCodeHash: null,
    deploymentBlock: null,
    deploymentTransactionHash: null,
    deployedAt: null,
    auditUrls: [],
    ...overrides,
  }
}

const registryOf = (...entries: ChainInput[]) =>
  chainsResponseSchema.parse(entries)

/** What wagmi gets for a joined chain, once its configuration loads. */
const viemChainOf = (chain: AppChain | undefined) => {
  if (!chain) throw new Error('no chain joined')
  return toViemChain(chain)
}

describe('joinChains', () => {
  test('behavior: the registry’s router code hash is carried for the guard', () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const [withHash] = joinChains({
      registry: registryOf(entry({ routerCodeHash: { keccak256: hash } })),
    })
    expect(withHash?.routerCodeHash).toBe(hash)
    const [without] = joinChains({ registry: registryOf(entry({})) })
    expect(without?.routerCodeHash).toBeNull()
  })

  test('behavior: the registry’s name and native symbol pass the display rule', () => {
    const [chain] = joinChains({
      registry: registryOf(
        entry({
          chainId: 424_242,
          name: `Hyper\u202eEVM ${'x'.repeat(100)}`,
          nativeSymbol: 'H\u200dYPE',
        }),
      ),
    })
    expect(chain?.name).toBe(`HyperEVM ${'x'.repeat(30)}…`)
    expect(viemChainOf(chain).name).toBe(chain?.name)
    expect(chain?.nativeSymbol).toBe('HYPE')
    expect(viemChainOf(chain).nativeCurrency.symbol).toBe('HYPE')
  })

  test('behavior: a known id joins to viem’s named chain', () => {
    const [chain] = joinChains({ registry: registryOf(entry({})) })
    expect(chain).toMatchObject({
      id: 999,
      name: 'HyperEVM',
      nativeSymbol: 'HYPE',
      status: 'ACTIVE',
      hasMulticall: true,
      hasRpc: true,
      explorerUrl: 'https://hyperevmscan.io',
    })
    expect(viemChainOf(chain).rpcUrls.default.http[0]).toBe(
      hyperEvm.rpcUrls.default.http[0],
    )
  })

  test('behavior: the devnet chain has Multicall3 and the local RPC', () => {
    const [chain] = joinChains({
      registry: registryOf(
        entry({ chainId: 31337, name: 'Devnet', nativeSymbol: 'ETH' }),
      ),
    })
    expect(viemChainOf(chain).contracts?.multicall3?.address).toBe(
      MULTICALL3_ADDRESS,
    )
    expect(viemChainOf(chain).rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8545',
    ])
  })

  test('behavior: env RPC overrides win, registry explorer wins', () => {
    const [chain] = joinChains({
      registry: registryOf(
        entry({ explorerUrl: { url: 'https://scan.example/' } }),
      ),
      rpcUrls: { 999: 'https://rpc.example' },
    })
    expect(viemChainOf(chain).rpcUrls.default.http).toEqual([
      'https://rpc.example',
    ])
    expect(chain?.explorerUrl).toBe('https://scan.example')
    expect(viemChainOf(chain).blockExplorers?.default.url).toBe(
      'https://scan.example',
    )
  })

  test('behavior: an id viem lacks is built from the registry entry', () => {
    const [chain] = joinChains({
      registry: registryOf(
        entry({ chainId: 777_777, name: 'Newchain', nativeSymbol: 'NEW' }),
      ),
    })
    expect(chain).toMatchObject({
      id: 777_777,
      name: 'Newchain',
      nativeSymbol: 'NEW',
      hasMulticall: false,
      hasRpc: false,
      explorerUrl: null,
    })
    const [withRpc] = joinChains({
      registry: registryOf(entry({ chainId: 777_777 })),
      rpcUrls: { 777777: 'https://rpc.new' },
    })
    expect(withRpc?.hasRpc).toBe(true)
    expect(viemChainOf(withRpc)).toMatchObject({
      id: 777_777,
      nativeCurrency: { name: 'HYPE', symbol: 'HYPE', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.new'] } },
    })
    expect(viemChainOf(withRpc).contracts).toBeUndefined()
  })

  test('behavior: chains without Multicall3 in viem say so', () => {
    const chains = joinChains({
      registry: registryOf(
        entry({ chainId: 223, name: 'B2', nativeSymbol: 'BTC' }),
        entry({ chainId: 4200, name: 'Merlin', nativeSymbol: 'BTC' }),
      ),
    })
    expect(chains.map((chain) => chain.hasMulticall)).toEqual([false, false])
  })

  test('behavior: keeps the registry order and status, drops duplicates', () => {
    const chains = joinChains({
      registry: registryOf(
        entry({ chainId: 8453, name: 'Base', operationalStatus: 'DEGRADED' }),
        entry({ chainId: 1, name: 'Ethereum', operationalStatus: 'DISABLED' }),
        entry({ chainId: 8453, name: 'Base again' }),
      ),
    })
    expect(chains.map(({ id, status }) => [id, status])).toEqual([
      [8453, 'DEGRADED'],
      [1, 'DISABLED'],
    ])
  })
})
