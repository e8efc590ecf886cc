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
  })
})

test('behavior: reads keys with partners, limits and options', () => {
  const env = readAggregatorEnv({
    AGGREGATOR_PORT: '9000',
    AGGREGATOR_API_KEYS: 'alpha:partner-a, beta',
    AGGREGATOR_RATE_LIMIT: '1000',
    AGGREGATOR_SYNTHETIC_TOKENS: '10000',
    AGGREGATOR_TX_TYPE: 'legacy',
    DEVNET_B_RPC_URL: '',
    AGGREGATOR_HOSTILE_TOKENS: 'true',
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
  expect(() => readAggregatorEnv({ AGGREGATOR_PORT: 'eighty' })).toThrow(
    /AGGREGATOR_PORT/,
  )
  expect(() => readAggregatorEnv({ AGGREGATOR_TX_TYPE: 'eip2930' })).toThrow(
    /AGGREGATOR_TX_TYPE/,
  )
})
