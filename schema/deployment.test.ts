import { describe, expect, test } from 'vitest'
import { deploymentSchema, isRpcUrl, parseDeployment } from './deployment'

const relay = { projectId: 'abc123def456', relayUrl: 'wss://relay.example' }

describe('deployment', () => {
  test('behavior: reads RPC URLs by numeric chain id and the WalletConnect settings', () => {
    expect(
      parseDeployment({
        rpcUrls: {
          '31337': 'http://127.0.0.1:8545',
          '999': 'https://rpc.example/evm?key=k',
        },
        walletConnect: relay,
      }),
    ).toEqual({
      rpcUrls: {
        31337: 'http://127.0.0.1:8545',
        999: 'https://rpc.example/evm?key=k',
      },
      walletConnect: relay,
    })
  })

  test('behavior: no RPC URL and no WalletConnect is a valid deployment', () => {
    expect(parseDeployment({ rpcUrls: {}, walletConnect: null })).toEqual({
      rpcUrls: {},
      walletConnect: null,
    })
  })

  test('behavior: a JSON round trip gives the same settings', () => {
    const settings = parseDeployment({
      rpcUrls: { '1': 'https://eth.example' },
      walletConnect: {
        projectId: 'devnetLocalRelay',
        relayUrl: 'ws://[::1]:1',
      },
    })
    expect(parseDeployment(JSON.parse(JSON.stringify(settings)))).toEqual(
      settings,
    )
  })

  test.each([
    'javascript:alert(1)',
    'data:text/plain,x',
    'ws://127.0.0.1:8545',
    'file:///etc/passwd',
    'https://user:pw@rpc.example',
    'https://rpc.example/a b',
    '//rpc.example',
    '/rpc',
    `https://rpc.example/${'a'.repeat(2048)}`,
  ])('behavior: %s never becomes an RPC URL', (url) => {
    expect(isRpcUrl(url)).toBe(false)
    expect(() =>
      parseDeployment({ rpcUrls: { '1': url }, walletConnect: null }),
    ).toThrow('rpcUrls.1 must be an http(s) URL')
  })

  test.each([
    [{ rpcUrls: { '0': 'https://a.example' }, walletConnect: null }],
    [{ rpcUrls: { '-1': 'https://a.example' }, walletConnect: null }],
    [{ rpcUrls: { x: 'https://a.example' }, walletConnect: null }],
    [
      {
        rpcUrls: { '9007199254740993': 'https://a.example' },
        walletConnect: null,
      },
    ],
  ])(
    'behavior: refuses a chain id that is not a positive safe integer: %o',
    (data) => {
      expect(deploymentSchema.safeParse(data).success).toBe(false)
    },
  )

  test.each([
    [{ projectId: 'short', relayUrl: 'wss://relay.example' }, 'projectId'],
    [
      { projectId: 'has space 12345', relayUrl: 'wss://r.example' },
      'projectId',
    ],
    [
      { projectId: 'abc123def456', relayUrl: 'https://relay.example' },
      'relayUrl',
    ],
    [
      { projectId: 'abc123def456', relayUrl: 'wss://relay.example/' },
      'relayUrl',
    ],
    [
      { projectId: 'abc123def456', relayUrl: 'wss://u@relay.example' },
      'relayUrl',
    ],
    [{ projectId: 'abc123def456' }, 'relayUrl'],
  ])('behavior: refuses WalletConnect settings %o', (walletConnect, field) => {
    expect(() => parseDeployment({ rpcUrls: {}, walletConnect })).toThrow(field)
  })

  test('behavior: names every problem at once', () => {
    expect(() =>
      parseDeployment({
        rpcUrls: { '1': 'ftp://a.example', '2': 'javascript:x' },
        walletConnect: { projectId: '!', relayUrl: 'http://r.example' },
      }),
    ).toThrow(
      /rpcUrls\.1 must .*; rpcUrls\.2 must .*; walletConnect\.projectId.*; walletConnect\.relayUrl/,
    )
    expect(() => parseDeployment(null)).toThrow()
    expect(() => parseDeployment({ rpcUrls: {} })).toThrow('walletConnect')
  })
})
