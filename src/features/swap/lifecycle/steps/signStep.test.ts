import { QueryClient } from '@tanstack/react-query'
import { createPublicClient, custom, defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { type Config, createConfig } from 'wagmi'
import type { SendTransactionParameters } from 'wagmi/actions'
import { createTestI18n } from '../../../../lib/i18n/testing/createTestI18n'
import {
  createTestPartnerQuote,
  testChainId,
  testRouter,
} from '../../guards/testing/createTestPartnerQuote'
import {
  createTestExecutableQuote,
  inputsKey,
  quote1,
  swapStates,
  testFlowInputs,
} from '../testing/swapFixtures'
import {
  createSwapFlowMemory,
  type ExecutableQuote,
  type SwapEvent,
  type SwapFlowContext,
} from '../types'
import { buildSendTransactionParameters, runSignStep } from './signStep'

const { tx } = createTestPartnerQuote()

describe('buildSendTransactionParameters', () => {
  test('behavior: eip1559 sends the two fee caps and no gasPrice', () => {
    expect(buildSendTransactionParameters(tx)).toMatchInlineSnapshot(`
      {
        "data": "0x1234567800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "gas": 180000n,
        "maxFeePerGas": 2000000000n,
        "maxPriorityFeePerGas": 1000000n,
        "to": "0xcce7452db4392b40aa0e1592a7c486e13bf69654",
        "value": 0n,
      }
    `)
  })

  test('behavior: legacy sends gasPrice only, even if fee caps came along', () => {
    const parameters = buildSendTransactionParameters({ ...tx, type: 'legacy' })
    expect(parameters).toMatchInlineSnapshot(`
      {
        "data": "0x1234567800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "gas": 180000n,
        "gasPrice": 1000000000n,
        "to": "0xcce7452db4392b40aa0e1592a7c486e13bf69654",
        "value": 0n,
      }
    `)
  })

  test('behavior: without a type, what is present, never both', () => {
    expect(
      buildSendTransactionParameters({ ...tx, type: undefined }),
    ).not.toHaveProperty('gasPrice')
    const legacy = buildSendTransactionParameters({
      ...tx,
      type: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    })
    expect(legacy).toMatchObject({ gasPrice: 1_000_000_000n })
    expect(legacy).not.toHaveProperty('maxFeePerGas')
  })

  test('behavior: eip1559 without caps leaves the fees to the wallet', () => {
    const parameters = buildSendTransactionParameters({
      ...tx,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    })
    expect(Object.keys(parameters).sort()).toEqual([
      'data',
      'gas',
      'to',
      'value',
    ])
  })

  test('behavior: to, data, value and gas are passed exactly, never from', () => {
    const parameters = buildSendTransactionParameters({
      ...tx,
      value: '123',
      gas: '4567',
    })
    expect(parameters).toMatchObject({
      to: tx.to,
      data: tx.data,
      value: 123n,
      gas: 4567n,
    })
    expect(parameters).not.toHaveProperty('from')
  })

  test('behavior: the result is what wagmi sendTransaction takes', () => {
    const forWagmi: SendTransactionParameters<Config> =
      buildSendTransactionParameters(tx)
    expect(forWagmi.to).toBe(tx.to)
  })
})

/** Chain 999 of the test quote, for wagmi and viem. */
const testChain = defineChain({
  id: testChainId,
  name: 'Test chain',
  nativeCurrency: { name: 'Coin', symbol: 'COIN', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * A flow's context with its own memory. The stand-ins: the node (a viem
 * custom transport that only counts what it is asked and answers nothing)
 * and the wallet (wagmi's config with no connector: not connected, so a
 * transaction sent to it fails).
 */
function flowContext() {
  const events: SwapEvent[] = []
  const asked: string[] = []
  const transport = custom({
    request: ({ method }) => {
      asked.push(method)
      return Promise.reject(new Error('the node is not reachable here'))
    },
  })
  const context: SwapFlowContext = {
    i18n: createTestI18n(),
    config: createConfig({
      chains: [testChain],
      transports: { [testChain.id]: transport },
      connectors: [],
      multiInjectedProviderDiscovery: false,
    }),
    chain: {
      id: testChainId,
      routerAddress: testRouter,
      routerCodeHash: null,
      explorerUrl: null,
    },
    inputs: testFlowInputs,
    approvalMode: 'exact',
    priceImpactOf: () => 0,
    api: { baseUrl: 'http://127.0.0.1:1' },
    queryClient: new QueryClient(),
    activity: {
      swapSubmitted: () => undefined,
      swapReplaced: () => undefined,
      swapSettled: () => undefined,
    },
    dispatch: (event) => events.push(event),
    memory: createSwapFlowMemory(),
    reports: { enqueue: () => undefined },
    watchedTokens: [],
    publicClient: () => createPublicClient({ chain: testChain, transport }),
  }
  return { context, events, asked }
}

const checking = (quote: ExecutableQuote) => ({
  ...swapStates.checking,
  quote,
})

const alreadyOffered = (quoteKey: string) => ({
  type: 'guardsFailed',
  inputsKey,
  quoteKey,
  check: 'expired',
  message: 'This quote was already offered to your wallet.',
})

// The single-use quote guard: calldata offered to the wallet may have been
// broadcast, so its answer (the service's response, whatever quote of the
// flow holds it) is never checked or offered again.
describe('the single-use quote guard', () => {
  test('behavior: a spent answer is refused before any check asks the node', async () => {
    const { context, events, asked } = flowContext()
    context.memory.sentQuotes.add(quote1.response)
    await runSignStep(context, checking(quote1))
    expect(events).toEqual([alreadyOffered('q1')])
    expect(asked).toEqual([])
  })

  test('behavior: a new key cannot re-offer a spent answer', async () => {
    const { context, events } = flowContext()
    context.memory.sentQuotes.add(quote1.response)
    const rekeyed: ExecutableQuote = { ...quote1, key: 'q9' }
    await runSignStep(context, checking(rekeyed))
    expect(events).toEqual([alreadyOffered('q9')])
    // Nor can the signing step send it, whatever state holds it.
    await runSignStep(context, { ...swapStates.signing, quote: rekeyed })
    expect(events).toHaveLength(1)
  })

  test('behavior: a new answer is not refused by it: the checks run (here the wallet is on no network)', async () => {
    const { context, events } = flowContext()
    context.memory.sentQuotes.add(quote1.response)
    const fresh = createTestExecutableQuote('q2')
    await runSignStep(context, checking(fresh))
    expect(events).toEqual([
      expect.objectContaining({
        type: 'guardsFailed',
        quoteKey: 'q2',
        check: 'chain',
      }),
    ])
  })

  test('behavior: an answer offered to the wallet is spent even when sending fails (it may have been broadcast), and is then refused', async () => {
    const { context, events } = flowContext()
    const fresh = createTestExecutableQuote('q3')
    await runSignStep(context, { ...swapStates.signing, quote: fresh })
    expect(events).toEqual([
      expect.objectContaining({ type: 'errorRaised', inputsKey }),
    ])
    expect(context.memory.sentQuotes.has(fresh.response)).toBe(true)
    await runSignStep(context, checking({ ...fresh, key: 'q4' }))
    expect(events.at(-1)).toEqual(alreadyOffered('q4'))
  })
})
