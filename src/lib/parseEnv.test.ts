import { describe, expect, test } from 'vitest'
import { parseEnv } from './parseEnv'

describe('parseEnv', () => {
  test('behavior: an empty environment gives the defaults', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: '/api',
      walletConnectProjectId: null,
      walletConnectRelayUrl: null,
      rpcUrls: {},
      isDevnet: false,
    })
  })

  test('behavior: reads every variable', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: 'https://proxy.example/api/',
        VITE_WALLETCONNECT_PROJECT_ID: 'abc123def456',
        VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:8789/',
        VITE_RPC_URLS: '31337=http://127.0.0.1:8545, 999=https://rpc.example',
        VITE_DEVNET: 'true',
      }),
    ).toEqual({
      apiBaseUrl: 'https://proxy.example/api',
      walletConnectProjectId: 'abc123def456',
      walletConnectRelayUrl: 'ws://127.0.0.1:8789',
      rpcUrls: { 31337: 'http://127.0.0.1:8545', 999: 'https://rpc.example' },
      isDevnet: true,
    })
  })

  test.each([
    [{ VITE_RPC_URLS: '31337:http://x' }, 'VITE_RPC_URLS'],
    [{ VITE_RPC_URLS: 'abc=http://x' }, 'VITE_RPC_URLS'],
    [{ VITE_RPC_URLS: '1=ftp://x' }, 'VITE_RPC_URLS'],
    [{ VITE_API_BASE_URL: 'api' }, 'VITE_API_BASE_URL'],
    [{ VITE_DEVNET: 'yes' }, 'VITE_DEVNET'],
    [{ VITE_WALLETCONNECT_PROJECT_ID: 'has space' }, 'WALLETCONNECT'],
    [{ VITE_WALLETCONNECT_RELAY_URL: 'https://relay.example' }, 'RELAY_URL'],
  ])('behavior: fails loudly on %o', (raw, name) => {
    expect(() => parseEnv(raw)).toThrow(name)
  })
})
