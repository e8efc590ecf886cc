import { expect, test } from 'vitest'
import { readAggregatorEnv } from './readAggregatorEnv'

test('behavior: defaults to port 8788, both local anvils and devnet-key', () => {
  expect(readAggregatorEnv({})).toEqual({
    port: 8788,
    host: '127.0.0.1',
    rpcUrl: 'http://127.0.0.1:8545',
    rpcUrlB: 'http://127.0.0.1:8546',
    apiKeys: new Map([['devnet-key', 'devnet']]),
    rateLimit: { limit: 20, windowMs: 60_000 },
    syntheticTokenCount: 0,
    publicBaseUrl: undefined,
    txType: 'eip1559',
    hostileTokenList: false,
    warnings: [],
  })
})

test('behavior: the last release names (AGGREGATOR_*) are still read, each with a warning', () => {
  const env = readAggregatorEnv({
    AGGREGATOR_PORT: '9001',
    AGGREGATOR_RATE_WINDOW_MS: '30000',
    DEVNET_AGGREGATOR_TX_TYPE: 'legacy',
    AGGREGATOR_TX_TYPE: 'eip1559',
  })
  expect(env).toMatchObject({
    port: 9001,
    rateLimit: { limit: 20, windowMs: 30_000 },
    txType: 'legacy',
  })
  expect(env.warnings).toEqual([
    'AGGREGATOR_PORT is now DEVNET_AGGREGATOR_PORT; the old name is read until the next release',
    'AGGREGATOR_RATE_WINDOW_MS is now DEVNET_AGGREGATOR_RATE_WINDOW_MS; the old name is read until the next release',
    'AGGREGATOR_TX_TYPE is ignored: DEVNET_AGGREGATOR_TX_TYPE, its new name, is set',
  ])
})

test('behavior: reads keys with partners, limits and options', () => {
  const env = readAggregatorEnv({
    DEVNET_AGGREGATOR_PORT: '9000',
    DEVNET_AGGREGATOR_API_KEYS: 'alpha:partner-a, beta',
    DEVNET_AGGREGATOR_RATE_LIMIT: '1000',
    DEVNET_AGGREGATOR_SYNTHETIC_TOKENS: '10000',
    DEVNET_AGGREGATOR_TX_TYPE: 'legacy',
    DEVNET_B_RPC_URL: '',
    DEVNET_AGGREGATOR_HOSTILE_TOKENS: 'true',
  })
  expect(env).toMatchObject({
    port: 9000,
    rpcUrlB: null,
    apiKeys: new Map([
      ['alpha', 'partner-a'],
      ['beta', 'devnet'],
    ]),
    rateLimit: { limit: 1000, windowMs: 60_000 },
    syntheticTokenCount: 10_000,
    txType: 'legacy',
    hostileTokenList: true,
  })
})

test('behavior: fails loudly on a malformed value', () => {
  expect(() => readAggregatorEnv({ DEVNET_AGGREGATOR_PORT: 'eighty' })).toThrow(
    /DEVNET_AGGREGATOR_PORT/,
  )
  expect(() =>
    readAggregatorEnv({ DEVNET_AGGREGATOR_TX_TYPE: 'eip2930' }),
  ).toThrow(/DEVNET_AGGREGATOR_TX_TYPE/)
})
