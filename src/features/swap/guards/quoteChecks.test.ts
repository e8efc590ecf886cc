// The quote's four checks, run as swapPolicy runs them (router address,
// wallet network, expiry, the screen): each refusal names its check, and
// tampering is reported before what a switch or a fresh quote can fix.
import { describe, expect, test } from 'vitest'
import { checkQuoteExpiry } from './checkQuoteExpiry'
import { checkQuoteMatchesScreen } from './checkQuoteMatchesScreen'
import { checkRouterAddress } from './checkRouterAddress'
import { checkWalletChain } from './checkWalletChain'
import {
  createTestPartnerQuote,
  testBuyToken,
  testChainId,
  testGeneratedAtMs,
  testNativeToken,
  testPayer,
  testRecipient,
  testRouter,
  testSellToken,
} from './testing/createTestPartnerQuote'
import type { GuardResult, QuoteCheckParameters } from './types'

const other = '0x00000000000000000000000000000000000000aa'

function parameters(
  overrides: Partial<QuoteCheckParameters> = {},
): QuoteCheckParameters {
  return {
    quote: createTestPartnerQuote(),
    registryChain: { chainId: testChainId, routerAddress: testRouter },
    walletChainId: testChainId,
    expected: {
      sellToken: testSellToken,
      buyToken: testBuyToken,
      amountWei: 1_000_000n,
      payer: testPayer,
      recipient: testRecipient,
    },
    nowMs: testGeneratedAtMs + 1_000,
    ...overrides,
  }
}

/** The quote's four checks in swapPolicy's order, first refusal wins. */
function checkSwapTransaction(p: QuoteCheckParameters): GuardResult {
  const checks = [
    checkRouterAddress,
    (q: QuoteCheckParameters) =>
      checkWalletChain({
        walletChainId: q.walletChainId,
        chainId: q.quote.chainId,
        purpose: 'swap',
      }),
    checkQuoteExpiry,
    checkQuoteMatchesScreen,
  ]
  for (const check of checks) {
    const result = check(p)
    if (!result.ok) return result
  }
  return { ok: true }
}

const checkOf = (p: QuoteCheckParameters) => {
  const result = checkSwapTransaction(p)
  return result.ok ? 'ok' : result.check
}

describe('the quote checks: checkRouterAddress, checkWalletChain, checkQuoteExpiry, checkQuoteMatchesScreen', () => {
  test('behavior: a fresh quote through the registry router passes', () => {
    expect(checkSwapTransaction(parameters())).toEqual({ ok: true })
  })

  test('behavior: the router address is compared whatever its case', () => {
    const quote = createTestPartnerQuote()
    quote.tx.to = testRouter.toUpperCase().replace('0X', '0x') as `0x${string}`
    expect(checkOf(parameters({ quote }))).toBe('ok')
  })

  test('behavior: a tampered tx.to is refused as the router check', () => {
    const quote = createTestPartnerQuote()
    quote.tx.to = other
    const result = checkSwapTransaction(parameters({ quote }))
    expect(result).toMatchObject({ ok: false, check: 'router' })
    expect(result.ok || result.message).toMatch(/not to the swap router/)
  })

  test('behavior: a quote for another chain than the registry entry is refused', () => {
    const quote = createTestPartnerQuote({ chainId: 1 })
    expect(checkOf(parameters({ quote, walletChainId: 1 }))).toBe('router')
  })

  test('behavior: an allowance target other than the router is refused', () => {
    const quote = createTestPartnerQuote({
      allowanceTarget: { address: other },
    })
    expect(checkOf(parameters({ quote }))).toBe('spender')
    const native = createTestPartnerQuote({ allowanceTarget: null })
    expect(checkOf(parameters({ quote: native }))).toBe('ok')
  })

  test('behavior: the wallet must be on the quote chain', () => {
    expect(checkOf(parameters({ walletChainId: 1 }))).toBe('chain')
    const result = checkSwapTransaction(parameters({ walletChainId: null }))
    expect(result.ok || result.message).toMatch(/no network/)
  })

  test('behavior: tampering is reported before a wrong chain', () => {
    const quote = createTestPartnerQuote()
    quote.tx.to = other
    expect(checkOf(parameters({ quote, walletChainId: 1 }))).toBe('router')
  })

  test('behavior: expires at generatedAt + validForSeconds, minus the margin', () => {
    expect(checkOf(parameters({ nowMs: testGeneratedAtMs + 24_999 }))).toBe(
      'ok',
    )
    expect(checkOf(parameters({ nowMs: testGeneratedAtMs + 25_000 }))).toBe(
      'expired',
    )
    expect(
      checkOf(
        parameters({ nowMs: testGeneratedAtMs + 29_000, safetyMarginMs: 0 }),
      ),
    ).toBe('ok')
  })

  test('behavior: an earlier expiresAt wins', () => {
    const quote = createTestPartnerQuote({
      expiresAt: new Date(testGeneratedAtMs + 10_000).toISOString(),
    })
    expect(
      checkOf(parameters({ quote, nowMs: testGeneratedAtMs + 4_000 })),
    ).toBe('ok')
    expect(
      checkOf(parameters({ quote, nowMs: testGeneratedAtMs + 6_000 })),
    ).toBe('expired')
  })

  test('behavior: with receivedAtMs, a skewed local clock neither stretches nor cuts the lifetime', () => {
    const localAheadMs = 3_600_000
    const receivedAtMs = testGeneratedAtMs + localAheadMs
    expect(
      checkOf(parameters({ receivedAtMs, nowMs: receivedAtMs + 20_000 })),
    ).toBe('ok')
    expect(
      checkOf(parameters({ receivedAtMs, nowMs: receivedAtMs + 26_000 })),
    ).toBe('expired')
  })

  test('behavior: a quote with no time at all cannot be trusted as current', () => {
    const quote = createTestPartnerQuote({
      generatedAt: undefined,
      expiresAt: undefined,
    })
    expect(checkOf(parameters({ quote }))).toBe('expired')
    const onlyExpiry = createTestPartnerQuote({ generatedAt: undefined })
    expect(checkOf(parameters({ quote: onlyExpiry }))).toBe('ok')
  })

  test.each([
    ['sellToken', { sellToken: other }],
    ['buyToken', { buyToken: other }],
    ['sellAmount', { sellAmount: '999999' }],
    ['payer', { payer: other }],
    ['recipient', { recipient: other }],
  ] as const)('behavior: a different %s is a mismatch', (_, change) => {
    const quote = createTestPartnerQuote(change)
    expect(checkOf(parameters({ quote }))).toBe('mismatch')
  })

  test('behavior: a tx.from other than the payer is a mismatch', () => {
    const quote = createTestPartnerQuote()
    quote.tx.from = other
    expect(checkOf(parameters({ quote }))).toBe('mismatch')
  })

  test('behavior: tx.value equals the amount for native input, 0 otherwise', () => {
    const withValue = createTestPartnerQuote()
    withValue.tx.value = '1'
    expect(checkOf(parameters({ quote: withValue }))).toBe('mismatch')

    const native = createTestPartnerQuote({
      sellToken: testNativeToken,
      allowanceTarget: null,
    })
    native.tx.value = '1000000'
    const expected = { ...parameters().expected, sellToken: testNativeToken }
    expect(checkOf(parameters({ quote: native, expected }))).toBe('ok')
    native.tx.value = '0'
    expect(checkOf(parameters({ quote: native, expected }))).toBe('mismatch')
  })
})
