// @vitest-environment jsdom
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, erc20Abi, type Hex, maxUint256 } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import {
  type RunningAggregator,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { devAddresses } from '../../devnet/devAccounts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import { endpoints } from '../../schema/endpoints'
import { parseConfig } from '../../server/config'
import { type RunningProxy, startProxy } from '../../server/startProxy'
import { ActivityStoreProvider } from '../../src/features/activity'
import { SettingsStoreProvider } from '../../src/features/settings'
import { ExecutionReportsProvider } from '../../src/features/swap'
import { flowActions } from '../../src/features/swap/button/flowActions'
import { getSwapAction } from '../../src/features/swap/button/getSwapAction'
import { useSwapQuote } from '../../src/features/swap/hooks/useSwapQuote'
import { roleOf } from '../../src/features/swap/lifecycle/flowSteps'
import { readySwapForm } from '../../src/features/swap/lifecycle/testing/swapFixtures'
import type {
  SwapFlowChain,
  SwapFlowInputs,
} from '../../src/features/swap/lifecycle/types'
import {
  useSwapFlow,
  useSwapMachine,
} from '../../src/features/swap/lifecycle/useSwapFlow'
import { toCardQuote } from '../../src/features/swap/view/toCardQuote'
import { createDevnetConnector } from '../../src/features/wallet/devnet/createDevnetConnector'
import { ApiConfigProvider } from '../../src/lib/ApiConfigProvider'
import { createMemoryStorage } from '../../src/lib/createMemoryStorage'
import { createTestI18n } from '../../src/lib/i18n/testing/createTestI18n'

/** The flow words its refusals and errors in English here. */
const i18n = createTestI18n()

// The swap flow hook driven end to end with nothing faked: a fresh devnet,
// the reference aggregator, the proxy over real sockets, and a wagmi
// connector that signs with a dev key against anvil. Beside it the display
// quote (useSwapQuote), wired as the card wires them: Review starts from the
// quote on screen, and the flow holds it while a review is open. What the
// proxy asks the reference service is counted by wrapping the proxy's own
// upstream fetch: a real count of upstream calls, not a mock's.

let devnet: RunningDevnet
let aggregator: RunningAggregator
let proxy: RunningProxy
let chain: SwapFlowChain
const payer = devAddresses[1] as Address
/** Every request the proxy sent upstream: "METHOD /path". */
const upstreamCalls: string[] = []
/** The X-Swap-Flow header of each partner quote the app sent, in order. */
const flowHeaders: (string | null)[] = []

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
      CLIENT_UPSTREAM_CALL_LIMIT: '10000',
      // The proxy reads reports' transactions on this chain's node.
      RPC_URLS: `${devnet.chainId}=${devnet.rpcUrl}`,
    }),
    fetch: (input: string, init: RequestInit) => {
      upstreamCalls.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`)
      return fetch(input, init)
    },
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

/** The app's providers around a connected Devnet wallet; by default one
 * that cannot batch (the one-by-one path). */
async function createWrapper({ canBatch = false } = {}) {
  const config = createConfig({
    chains: [devnet.chain],
    transports: { [devnet.chainId]: http(devnet.rpcUrl) },
    connectors: [createDevnetConnector({ canBatch })],
    storage: null,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('the devnet connector is missing')
  await connect(config, { connector })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  const storage = createMemoryStorage()
  // The app's fetch, noting the X-Swap-Flow of each partner quote it sends.
  const appFetch: typeof fetch = (input, init) => {
    if (
      String(input).includes('/partner/v1/') &&
      String(input).includes('/quote')
    ) {
      flowHeaders.push(new Headers(init?.headers).get('x-swap-flow'))
    }
    return fetch(input, init)
  }
  return ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <ApiConfigProvider baseUrl={`${proxy.url}/api`} fetchFn={appFetch}>
          <ExecutionReportsProvider storage={storage}>
            <SettingsStoreProvider storage={storage}>
              <ActivityStoreProvider storage={storage}>
                <I18nProvider i18n={i18n}>{children}</I18nProvider>
              </ActivityStoreProvider>
            </SettingsStoreProvider>
          </ExecutionReportsProvider>
        </ApiConfigProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/**
 * The display quote and the flow, as SwapCard wires them (the flow holds the
 * quote while a review is open; Review starts from the quote on screen).
 */
function useQuoteAndFlow(inputs: SwapFlowInputs, seen?: string[]) {
  const machine = useSwapMachine(true)
  const status = machine[0].status
  if (seen && seen.at(-1) !== status) seen.push(status)
  const displayed = useSwapQuote({
    chainId: inputs.chainId,
    src: inputs.sellToken.address,
    dst: inputs.buyToken.address,
    amount: inputs.amountWei,
    amountText: inputs.amountWei.toString(),
    payer: inputs.payer,
    recipient: inputs.recipient,
    slippagePercent: inputs.slippagePercent,
    isEnabled: true,
    isHeld: machine[0].status !== 'idle',
    debounceMs: 0,
  })
  const flow = useSwapFlow({
    machine,
    chain,
    inputs,
    walletChainId: devnet.chainId,
    shownQuote: displayed.isStale ? null : displayed.quote,
    priceImpactOf: () => 0,
  })
  return { displayed, display: toCardQuote(displayed, flow.state), flow }
}

/** Upstream calls from now on, for the swap's count. */
function countUpstream() {
  const start = upstreamCalls.length
  const flowStart = flowHeaders.length
  return {
    calls: () => upstreamCalls.slice(start),
    flowHeaders: () => flowHeaders.slice(flowStart),
  }
}

async function reportsOf(hash: Hex) {
  const response = await fetch(`${aggregator.url}/__devnet/executions`, {
    headers: { apikey: 'devnet-key' },
  })
  const body = (await response.json()) as Reports
  return body.reports
    .filter((r) => r.transactionHash === hash)
    .map((r) => r.status)
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

/** Sets the payer's USDC allowance for the router (a test's starting point). */
async function setAllowance(amountWei: bigint) {
  const hash = await devnet.walletClientFor(1).writeContract({
    address: devnet.world.tokens.USDC.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.routerAddress, amountWei],
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
}

type Reports = { reports: { status: string; transactionHash: string }[] }

const partnerQuotePath = () => `GET /partner/v1/${devnet.chainId}/quote`
const executionsPath = 'POST /partner/v1/executions'

/** An account's big USDC → DAI swap, asked of the reference directly. */
async function moveUsdcDaiPool(amountWei: bigint) {
  const whale = devnet.walletClientFor(2)
  const { USDC, DAI } = devnet.world.tokens
  const approve = await whale.writeContract({
    address: USDC.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.routerAddress, maxUint256],
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash: approve })
  const query = new URLSearchParams({
    src: USDC.address,
    dst: DAI.address,
    amount: amountWei.toString(),
    payer: whale.account.address,
    slippage: '50',
  })
  const response = await fetch(
    `${aggregator.url}/partner/v1/${devnet.chainId}/quote?${query}`,
    { headers: { apikey: 'devnet-key' } },
  )
  const { tx } = (await response.json()) as {
    tx: { to: Address; data: Hex; value: string; gas: string }
  }
  const hash = await whale.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

describe('useSwapFlow on the devnet', () => {
  test('behavior: approve exactly, re-quote after the approval, swap, receive and report, in 4 upstream calls', async () => {
    const wrapper = await createWrapper()
    const inputs = inputsFor('USDC', 'DAI', 25_000_000n)
    const daiBefore = await balanceOf(devnet.world.tokens.DAI.address)
    // From the amount settled (the display asks its quote) to confirmation.
    const counted = countUpstream()
    const seen: string[] = []
    const { result } = renderHook(() => useQuoteAndFlow(inputs, seen), {
      wrapper,
    })
    const waitForStatus = (status: string) =>
      waitFor(() => expect(result.current.flow.state.status).toBe(status), {
        timeout: 20_000,
      })
    await waitFor(() => expect(result.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    const shownQuoteId = result.current.display.quote?.quoteId

    // The first press ("Approve USDC, then swap") goes on by itself to the
    // approval once the allowance is read, and stops at the re-quoted swap.
    result.current.flow.act()
    await waitForStatus('ready')
    expect(seen).toContain('approving')
    expect(seen.indexOf('approving')).toBeLessThan(seen.lastIndexOf('ready'))
    expect(
      getSwapAction(result.current.flow.state, readySwapForm, {
        flowActions,
        roleOf,
      }).label,
    ).toBe('Swap')
    const allowance = await devnet.publicClient.readContract({
      address: devnet.world.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [payer, chain.routerAddress],
    })
    expect(allowance).toBe(25_000_000n)
    // The re-quote after the approval is the quote on screen now.
    const ready = result.current.flow.state
    if (ready.status !== 'ready') throw new Error('not ready')
    expect(result.current.display.quote?.partnerResponse).toBe(
      ready.quote.response,
    )

    result.current.flow.act()
    // A second press while signing changes nothing and sends nothing.
    result.current.flow.act()
    await waitForStatus('confirmed')
    const state = result.current.flow.state
    if (state.status !== 'confirmed') throw new Error('not confirmed')
    const received =
      (await balanceOf(devnet.world.tokens.DAI.address)) - daiBefore
    expect(state.receivedAmountWei).toBe(received)
    expect(received).toBe(BigInt(state.quote.response.dstAmount))
    // The card keeps the quote, spent: never offered, never refreshed; its
    // calldata has left the display query's cache.
    expect(result.current.display.quote?.partnerResponse).toBe(
      state.quote.response,
    )
    expect(result.current.display.isSpent).toBe(true)
    expect(result.current.display.refreshAtMs).toBeNull()
    expect(result.current.displayed.quote).toBeNull()

    await waitFor(async () => {
      expect(await reportsOf(state.hash)).toEqual(['SUBMITTED', 'CONFIRMED'])
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // The quote shown, the one re-quote after the approval (naming the
    // quote the flow began with), and the two reports; the approval was
    // built in the app, the allowance read from the chain.
    expect(counted.calls()).toEqual([
      partnerQuotePath(),
      partnerQuotePath(),
      executionsPath,
      executionsPath,
    ])
    expect(counted.calls().length).toBeLessThanOrEqual(4)
    expect(counted.flowHeaders()).toEqual([null, shownQuoteId])
  }, 60_000)

  test('behavior: where the wallet batches, approval and swap go as one atomic batch with the floor guard: no approval step, no re-quote, 3 upstream calls', async () => {
    const wrapper = await createWrapper({ canBatch: true })
    const inputs = inputsFor('USDC', 'DAI', 30_000_000n)
    const router = chain.routerAddress
    const allowanceOf = () =>
      devnet.publicClient.readContract({
        address: devnet.world.tokens.USDC.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [payer, router],
      })
    expect(await allowanceOf()).toBeLessThan(inputs.amountWei)
    const daiBefore = await balanceOf(devnet.world.tokens.DAI.address)
    const counted = countUpstream()
    const seen: string[] = []
    const { result } = renderHook(() => useQuoteAndFlow(inputs, seen), {
      wrapper,
    })
    await waitFor(() => expect(result.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    // One press: the approval needs no step of its own, it rides in the
    // batch, and the press goes on to the wallet.
    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('confirmed'),
      { timeout: 20_000 },
    )
    const state = result.current.flow.state
    if (state.status !== 'confirmed') throw new Error('not confirmed')
    expect(seen).not.toContain('approving')
    const received =
      (await balanceOf(devnet.world.tokens.DAI.address)) - daiBefore
    expect(received).toBe(BigInt(state.quote.response.dstAmount))
    // One transaction from the payer to itself carried it all; the exact
    // approval was spent by the swap inside it.
    const sent = await devnet.publicClient.getTransaction({ hash: state.hash })
    expect(sent.from.toLowerCase()).toBe(payer.toLowerCase())
    expect(sent.to?.toLowerCase()).toBe(payer.toLowerCase())
    expect(await allowanceOf()).toBe(0n)
    await waitFor(async () => {
      expect(await reportsOf(state.hash)).toEqual(['SUBMITTED', 'CONFIRMED'])
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // The quote shown and the two reports: no re-quote after an approval.
    expect(counted.calls()).toEqual([
      partnerQuotePath(),
      executionsPath,
      executionsPath,
    ])
  }, 60_000)

  test('behavior: ETH → USDC signs the quote on screen: 3 upstream calls from the amount to confirmation', async () => {
    const wrapper = await createWrapper()
    const inputs = inputsFor('native', 'USDC', 10n ** 17n)
    const counted = countUpstream()
    const { result } = renderHook(() => useQuoteAndFlow(inputs), { wrapper })
    await waitFor(() => expect(result.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    const shown = result.current.display.quote
    // One press: no approval, and the press goes on to the wallet.
    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('confirmed'),
      { timeout: 20_000 },
    )
    const state = result.current.flow.state
    if (state.status !== 'confirmed') throw new Error('not confirmed')
    expect(state.quote.response).toBe(shown?.partnerResponse)
    await waitFor(async () => {
      expect(await reportsOf(state.hash)).toEqual(['SUBMITTED', 'CONFIRMED'])
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // The quote on screen (signed as it was), and the two reports.
    expect(counted.calls()).toEqual([
      partnerQuotePath(),
      executionsPath,
      executionsPath,
    ])
    expect(counted.calls().length).toBeLessThanOrEqual(3)
  }, 60_000)

  test('behavior: the pool moves between the quote shown and the one fetched to sign: the new figures are on screen and accepted before the wallet is asked', async () => {
    const wrapper = await createWrapper()
    const inputs = inputsFor('USDC', 'DAI', 30_000_000n)
    const { result } = renderHook(() => useQuoteAndFlow(inputs), { wrapper })
    await waitFor(() => expect(result.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    const shownAmount = result.current.display.quote?.dstAmount ?? 0n
    // Another account's large swap, after the quote is shown: the press
    // approves, and the re-quote after the approval finds the new price.
    await moveUsdcDaiPool(600_000_000_000n)
    const nonceBefore = await devnet.publicClient.getTransactionCount({
      address: payer,
    })
    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('quote-changed'),
      { timeout: 20_000 },
    )
    const changed = result.current.flow.state
    if (changed.status !== 'quote-changed') throw new Error('not changed')
    const fetchedAmount = BigInt(changed.quote.response.dstAmount)
    expect(fetchedAmount * 10_000n).toBeLessThan(shownAmount * 9_975n)
    expect(BigInt(changed.previousQuote.response.dstAmount)).toBe(shownAmount)
    // The card shows the quote that will be signed, not the one before.
    expect(result.current.display.quote?.dstAmount).toBe(fetchedAmount)
    // Only the approval went to the wallet: nothing signed on the new figure.
    expect(
      await devnet.publicClient.getTransactionCount({ address: payer }),
    ).toBe(nonceBefore + 1)

    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('ready'),
      { timeout: 20_000 },
    )
    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('confirmed'),
      { timeout: 20_000 },
    )
    const state = result.current.flow.state
    if (state.status !== 'confirmed') throw new Error('not confirmed')
    expect(state.quote.response.dstAmount).toBe(fetchedAmount.toString())
    expect(state.receivedAmountWei).toBe(fetchedAmount)
  }, 90_000)

  test('behavior: new inputs end a review waiting for its press (the swap after an approval)', async () => {
    const wrapper = await createWrapper()
    await setAllowance(0n)
    let inputs = inputsFor('USDC', 'DAI', 5_000_000n)
    const { result, rerender } = renderHook(() => useQuoteAndFlow(inputs), {
      wrapper,
    })
    await waitFor(() => expect(result.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    // The first press approves and stops at the swap, waiting for "Swap".
    result.current.flow.act()
    await waitFor(
      () => expect(result.current.flow.state.status).toBe('ready'),
      { timeout: 20_000 },
    )
    inputs = inputsFor('USDC', 'DAI', 6_000_000n)
    rerender()
    await waitFor(() => expect(result.current.flow.state.status).toBe('idle'))
  }, 60_000)

  test('behavior: two flows on one page (two widgets) keep separate state through a quote', async () => {
    // As two embedded widgets would be: each its own wagmi config,
    // QueryClient, settings, activity stores and report queue. Each approves
    // and waits at its swap (B's amount is larger, so A's approval does not
    // cover it).
    const [wrapperA, wrapperB] = [await createWrapper(), await createWrapper()]
    await setAllowance(0n)
    const mount = (wrapper: typeof wrapperA, inputs: SwapFlowInputs) =>
      renderHook(() => useQuoteAndFlow(inputs), { wrapper }).result
    const quoteKeyOf = (state: { status: string }) =>
      'quote' in state ? (state.quote as { key: string }).key : null
    const a = mount(wrapperA, inputsFor('USDC', 'DAI', 7_000_000n))
    await waitFor(() => expect(a.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    a.current.flow.act()
    await waitFor(() => expect(a.current.flow.state.status).toBe('ready'), {
      timeout: 20_000,
    })
    const keyA = quoteKeyOf(a.current.flow.state)

    // The second widget appears now: its own quote, not one merged with A's.
    const b = mount(wrapperB, inputsFor('USDC', 'DAI', 9_000_000n))
    await waitFor(() => expect(b.current.display.quote).not.toBeNull(), {
      timeout: 20_000,
    })
    expect(b.current.flow.state.status).toBe('idle')
    b.current.flow.act()
    await waitFor(() => expect(b.current.flow.state.status).toBe('ready'), {
      timeout: 20_000,
    })
    // Each flow counts its own quotes: a shared counter would make B's #2.
    // (A's re-quote after its approval is its #2.)
    expect(keyA).toMatch(/#2$/)
    expect(quoteKeyOf(b.current.flow.state)).toMatch(/#2$/)
    expect(quoteKeyOf(b.current.flow.state)).not.toBe(keyA)
    // B's quote moved nothing in A.
    expect(a.current.flow.state.status).toBe('ready')
    expect(quoteKeyOf(a.current.flow.state)).toBe(keyA)

    a.current.flow.cancel?.()
    await waitFor(() => expect(a.current.flow.state.status).toBe('idle'))
    expect(b.current.flow.state.status).toBe('ready')
  }, 60_000)
})
