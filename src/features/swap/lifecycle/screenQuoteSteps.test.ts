import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { getExecutableQuoteQueryKey } from '../api/getExecutableQuoteQueryOptions'
import { normalizeExecutableQuote } from '../api/normalizeQuote'
import type { Quote } from '../api/types'
import {
  testBuyToken,
  testChainId,
  testPayer,
  testRecipient,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import { showFlowQuote } from './screenQuoteSteps'
import { createSwapFlowMemory, type SwapFlowContext } from './stepTypes'
import { createTestExecutableQuote, swapStates } from './testing/swapFixtures'

const inputs = {
  chainId: testChainId,
  sellToken: {
    address: testSellToken,
    symbol: 'USDC',
    decimals: 6,
    isNative: false,
  },
  buyToken: {
    address: testBuyToken,
    symbol: 'DAI',
    decimals: 18,
    isNative: false,
  },
  amountWei: 1_000_000n,
  payer: testPayer,
  recipient: testRecipient,
  slippagePercent: '0.5',
}
const context = {
  inputs,
  api: { baseUrl: '/api' },
  memory: createSwapFlowMemory(),
} as unknown as SwapFlowContext
const key = getExecutableQuoteQueryKey({
  chainId: inputs.chainId,
  src: inputs.sellToken.address,
  dst: inputs.buyToken.address,
  amount: inputs.amountWei,
  payer: inputs.payer,
  recipient: inputs.recipient,
  slippagePercent: inputs.slippagePercent,
  baseUrl: '/api',
})

describe('showFlowQuote', () => {
  test('behavior: the quote the flow holds is the one on screen; once offered to the wallet it is marked spent, not removed', () => {
    const client = new QueryClient()
    const held = createTestExecutableQuote('q7')
    const shown: Quote = normalizeExecutableQuote(held.response, {
      inputs: {
        chainId: inputs.chainId,
        src: inputs.sellToken.address,
        dst: inputs.buyToken.address,
        amount: '1000000',
      },
      receivedAtMs: held.receivedAtMs,
    })
    client.setQueryData(key, shown)
    showFlowQuote(client, context, { ...swapStates.ready, quote: held })
    // The same answer, unspent: the entry is left as it is.
    expect(client.getQueryData(key)).toBe(shown)

    showFlowQuote(client, context, { ...swapStates.pending, quote: held })
    const spent = client.getQueryData<Quote>(key)
    expect(spent?.partnerResponse).toBe(held.response)
    expect(spent?.spentAtMs).toEqual(expect.any(Number))
    // Marked once: a later state keeps the first mark.
    showFlowQuote(client, context, { ...swapStates.confirmed, quote: held })
    expect(client.getQueryData(key)).toBe(spent)
  })

  test('behavior: a quote the flow fetched replaces what the screen had', () => {
    const client = new QueryClient()
    const requote = createTestExecutableQuote('q8', {
      dstAmount: '1900000000000000000',
    })
    showFlowQuote(client, context, {
      ...swapStates['quote-changed'],
      quote: requote,
    })
    const entry = client.getQueryData<Quote>(key)
    expect(entry?.partnerResponse).toBe(requote.response)
    expect(entry?.dstAmount).toBe(1_900_000_000_000_000_000n)
    expect(entry?.spentAtMs).toBeNull()
  })
})
