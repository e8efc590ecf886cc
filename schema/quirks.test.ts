import { describe, expect, test } from 'vitest'
import {
  chainSchema,
  executionReportSchema,
  partnerQuoteQuerySchema,
} from './partner'
import { swapQuoteQuerySchema, swapQuoteResponseSchema } from './swap'
import { tokenDetailResponseSchema, tokenSchema } from './tokens'

const address = '0x2222222222222222222222222222222222222222'
const hash = `0x${'ab'.repeat(32)}`

// Shapes seen from the production service (service-notes.md) parse to one
// normalised form.
describe('production quirks', () => {
  test('behavior: gas arrives as a string or a number', () => {
    for (const gas of ['21000', 21000]) {
      expect(swapQuoteResponseSchema.parse({ dstAmount: '1', gas }).gas).toBe(
        '21000',
      )
    }
  })

  test('behavior: logoURI, logoUri and null all normalise', () => {
    const base = { symbol: 'A', name: 'A', decimals: 6, address }
    expect(
      tokenSchema.parse({ ...base, logoURI: 'https://x/a.png' }).logoURI,
    ).toBe('https://x/a.png')
    expect(
      tokenSchema.parse({ ...base, logoUri: 'https://x/b.png' }).logoURI,
    ).toBe('https://x/b.png')
    expect(tokenSchema.parse({ ...base, logoUri: null }).logoURI).toBeNull()
    expect(tokenDetailResponseSchema.parse(base).logoUri).toBeNull()
  })

  test('behavior: null prices read as null, tags default to none', () => {
    const parsed = tokenSchema.parse({
      symbol: 'A',
      name: 'A',
      decimals: 18,
      address,
      buyPriceUsd: null,
    })
    expect(parsed).toMatchObject({
      buyPriceUsd: null,
      sellPriceUsd: null,
      tags: [],
      verified: false,
    })
  })

  test('behavior: chain object fields read from objects or bare values', () => {
    const chain = {
      chainId: 999,
      name: 'HyperEVM',
      nativeSymbol: 'HYPE',
      nativeDecimals: 18,
      routerAddress: address,
      contractVersion: '1.0.0',
      operationalStatus: 'ACTIVE',
      auditUrls: [],
    }
    const fromObjects = chainSchema.parse({
      ...chain,
      wrappedNative: { address, symbol: 'WHYPE', decimals: 18 },
      explorerUrl: { url: 'https://explorer.example' },
      routerCodeHash: { keccak256: hash },
      deploymentBlock: { number: 12 },
      deploymentTransactionHash: { hash },
      deployedAt: { timestamp: '2026-01-01T00:00:00Z' },
    })
    const fromScalars = chainSchema.parse({
      ...chain,
      wrappedNative: address,
      explorerUrl: 'https://explorer.example',
      routerCodeHash: hash,
      deploymentBlock: '12',
      deploymentTransactionHash: hash,
      deployedAt: '2026-01-01T00:00:00Z',
    })
    expect(fromObjects).toEqual(fromScalars)
    expect(fromObjects).toMatchObject({
      wrappedNative: address,
      routerCodeHash: hash,
      deploymentBlock: '12',
    })
  })
})

describe('query contract', () => {
  const firstMessage = (result: {
    error?: { issues: { message: string }[] }
  }) => result.error?.issues[0]?.message

  test('behavior: carries the spec messages verbatim', () => {
    const ok = { src: address, dst: address, amount: '1' }
    expect(
      firstMessage(swapQuoteQuerySchema.safeParse({ ...ok, src: 'x' })),
    ).toBe('src must be an Ethereum address')
    expect(
      firstMessage(swapQuoteQuerySchema.safeParse({ ...ok, dst: '' })),
    ).toBe('dst must be an Ethereum address')
    for (const amount of [undefined, '-1', '0', '1.5', 'abc', '01']) {
      expect(
        firstMessage(swapQuoteQuerySchema.safeParse({ ...ok, amount })),
      ).toBe('amount should be positive integer string')
    }
  })

  test('behavior: slippage is 0 to 50 with at most 4 decimals', () => {
    const base = {
      src: address,
      dst: address,
      amount: '1',
      payer: address,
    }
    const parse = (slippage: string) =>
      partnerQuoteQuerySchema.safeParse({ ...base, slippage })
    for (const good of ['0', '0.5', '50', '12.3456']) {
      expect(parse(good).success).toBe(true)
    }
    expect(firstMessage(parse('50.0001'))).toBe(
      'slippage must not be greater than 50',
    )
    for (const bad of ['1.23456', '-1', '1e1', 'NaN', '']) {
      expect(parse(bad).success).toBe(false)
    }
  })

  test('behavior: execution reports refuse calldata-like reasons', () => {
    const report = {
      quoteId: 'q1',
      chainId: 1,
      transactionHash: hash,
      status: 'REVERTED',
    }
    expect(executionReportSchema.safeParse(report).success).toBe(true)
    expect(
      executionReportSchema.safeParse({ ...report, reason: 'slippage' })
        .success,
    ).toBe(true)
    for (const reason of [
      `0x38ed1739${'00'.repeat(64)}`,
      `sig ${'ab'.repeat(65)}`,
    ]) {
      expect(
        executionReportSchema.safeParse({ ...report, reason }).success,
      ).toBe(false)
    }
  })
})
