// @vitest-environment jsdom
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, erc20Abi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import {
  type StartAggregatorReturnType,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { devAddresses } from '../../devnet/devAccounts'
import {
  type StartDevnetReturnType,
  startDevnet,
} from '../../devnet/startDevnet'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import { endpoints } from '../../schema/endpoints'
import { parseConfig } from '../../server/config'
import { type StartProxyReturnType, startProxy } from '../../server/startProxy'
import { ActivityStoreProvider } from '../../src/features/activity'
import { SettingsStoreProvider } from '../../src/features/settings'
import { getSwapAction } from '../../src/features/swap/lifecycle/getSwapAction'
import type {
  SwapFlowChain,
  SwapFlowInputs,
} from '../../src/features/swap/lifecycle/stepTypes'
import { readySwapForm } from '../../src/features/swap/lifecycle/testing/swapFixtures'
import { useSwapFlow } from '../../src/features/swap/lifecycle/useSwapFlow'
import { createDevnetConnector } from '../../src/features/wallet/devnet/createDevnetConnector'
import { ApiConfigProvider } from '../../src/lib/ApiConfigProvider'

// The swap flow hook driven end to end with nothing faked: a fresh devnet,
// the reference aggregator, the proxy over real sockets, and a wagmi
// connector that signs with a dev key against anvil.

let devnet: StartDevnetReturnType
let aggregator: StartAggregatorReturnType
let proxy: StartProxyReturnType
let chain: SwapFlowChain
const payer = devAddresses[1] as Address

function memoryStorage(): Storage {
  const map = new Map<string, string>()
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

beforeAll(async () => {
  devnet = await startDevnet()
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  })
  proxy = await startProxy({
    config: parseConfig({
      UPSTREAM_URL: aggregator.url,
      PORT: '0',
      STATIC_DIR: mkdtempSync(join(tmpdir(), 'flow-it-')),
      UPSTREAM_BUDGET: '10000',
      CLIENT_LIMIT: '10000',
    }),
    fetch: (input: string, init: RequestInit) => fetch(input, init),
    log: () => {},
  })
  const response = await fetch(`${aggregator.url}/partner/v1/chains`, {
    headers: { apikey: 'devnet-key' },
  })
  const registry = endpoints.chains.response.parse(await response.json())
  const entry = registry.find((c) => c.chainId === devnet.chainId)
  if (!entry) throw new Error('no devnet chain in the registry')
  chain = {
    id: entry.chainId,
    routerAddress: entry.routerAddress,
    routerCodeHash: entry.routerCodeHash,
    explorerUrl: null,
  }
}, 120_000)

afterEach(() => cleanup())

afterAll(async () => {
  await proxy?.close()
  await aggregator?.stop()
  await devnet?.stop()
})

async function createWrapper() {
  const config = createConfig({
    chains: [devnet.chain],
    transports: { [devnet.chainId]: http(devnet.rpcUrl) },
    connectors: [createDevnetConnector()],
    storage: null,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('the devnet connector is missing')
  await connect(config, { connector })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  const storage = memoryStorage()
  return ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <ApiConfigProvider baseUrl={`${proxy.url}/api`}>
          <SettingsStoreProvider storage={storage}>
            <ActivityStoreProvider storage={storage}>
              {children}
            </ActivityStoreProvider>
          </SettingsStoreProvider>
        </ApiConfigProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function inputsFor(
  sell: 'USDC' | 'native',
  buy: 'DAI' | 'USDC',
  amountWei: bigint,
): SwapFlowInputs {
  const { tokens } = devnet.world
  const token = (key: 'USDC' | 'DAI') => ({
    address: tokens[key].address,
    symbol: key,
    decimals: tokens[key].decimals,
    isNative: false,
  })
  return {
    chainId: devnet.chainId,
    sellToken:
      sell === 'native'
        ? {
            address: NATIVE_TOKEN_ADDRESS,
            symbol: 'ETH',
            decimals: 18,
            isNative: true,
          }
        : token(sell),
    buyToken: token(buy),
    amountWei,
    payer,
    recipient: payer,
    slippagePercent: '0.5',
  }
}

const balanceOf = (token: Address) =>
  devnet.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [payer],
  })

type Reports = { reports: { status: string; transactionHash: string }[] }

describe('useSwapFlow on the devnet', () => {
  test('behavior: approve exactly, re-quote after the approval, swap, receive and report', async () => {
    const wrapper = await createWrapper()
    const inputs = inputsFor('USDC', 'DAI', 25_000_000n)
    const daiBefore = await balanceOf(devnet.world.tokens.DAI.address)
    const { result } = renderHook(
      () =>
        useSwapFlow({
          chain,
          inputs,
          priceImpactPercent: 0,
          walletChainId: devnet.chainId,
        }),
      { wrapper },
    )
    const waitForStatus = (status: string) =>
      waitFor(() => expect(result.current.state.status).toBe(status), {
        timeout: 20_000,
      })

    result.current.act()
    await waitForStatus('needs-approval')
    expect(getSwapAction(result.current.state, readySwapForm).label).toBe(
      'Approve USDC',
    )
    result.current.act()
    await waitForStatus('ready')
    const allowance = await devnet.publicClient.readContract({
      address: devnet.world.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [payer, chain.routerAddress],
    })
    expect(allowance).toBe(25_000_000n)

    result.current.act()
    // A second press while signing changes nothing and sends nothing.
    result.current.act()
    await waitForStatus('confirmed')
    const state = result.current.state
    if (state.status !== 'confirmed') throw new Error('not confirmed')
    const received =
      (await balanceOf(devnet.world.tokens.DAI.address)) - daiBefore
    expect(state.receivedAmountWei).toBe(received)
    expect(received).toBe(BigInt(state.quote.response.dstAmount))

    await waitFor(async () => {
      const response = await fetch(`${aggregator.url}/__devnet/executions`, {
        headers: { apikey: 'devnet-key' },
      })
      const body = (await response.json()) as Reports
      expect(
        body.reports
          .filter((r) => r.transactionHash === state.hash)
          .map((r) => r.status),
      ).toEqual(['SUBMITTED', 'CONFIRMED'])
    })
  }, 60_000)

  test('behavior: native input needs no approval; new inputs end an idle review', async () => {
    const wrapper = await createWrapper()
    let inputs = inputsFor('native', 'USDC', 10n ** 17n)
    const { result, rerender } = renderHook(
      () =>
        useSwapFlow({
          chain,
          inputs,
          priceImpactPercent: 0,
          walletChainId: devnet.chainId,
        }),
      { wrapper },
    )
    result.current.act()
    await waitFor(() => expect(result.current.state.status).toBe('ready'), {
      timeout: 20_000,
    })
    inputs = inputsFor('native', 'USDC', 2n * 10n ** 17n)
    rerender()
    await waitFor(() => expect(result.current.state.status).toBe('idle'))
  }, 60_000)

  test('behavior: two flows on one page (two widgets) keep separate state through a quote', async () => {
    // As two embedded widgets would be: each its own wagmi config,
    // QueryClient, settings and activity stores.
    const [wrapperA, wrapperB] = [await createWrapper(), await createWrapper()]
    const inputs = inputsFor('native', 'USDC', 10n ** 17n)
    const mount = (wrapper: typeof wrapperA) =>
      renderHook(
        () =>
          useSwapFlow({
            chain,
            inputs,
            priceImpactPercent: 0,
            walletChainId: devnet.chainId,
          }),
        { wrapper },
      ).result
    const a = mount(wrapperA)
    const b = mount(wrapperB)
    const quoteKeyOf = (state: { status: string }) =>
      'quote' in state ? (state.quote as { key: string }).key : null

    a.current.act()
    await waitFor(() => expect(a.current.state.status).toBe('ready'), {
      timeout: 20_000,
    })
    expect(b.current.state.status).toBe('idle')
    const keyA = quoteKeyOf(a.current.state)

    b.current.act()
    await waitFor(() => expect(b.current.state.status).toBe('ready'), {
      timeout: 20_000,
    })
    // Each flow counts its own quotes: a shared counter would make B's #2.
    expect(keyA).toMatch(/#1$/)
    expect(quoteKeyOf(b.current.state)).toMatch(/#1$/)
    expect(quoteKeyOf(b.current.state)).not.toBe(keyA)
    // B's quote moved nothing in A.
    expect(a.current.state.status).toBe('ready')
    expect(quoteKeyOf(a.current.state)).toBe(keyA)

    a.current.cancel?.()
    await waitFor(() => expect(a.current.state.status).toBe('idle'))
    expect(b.current.state.status).toBe('ready')
  }, 60_000)
})
