import { describe, expect, test } from 'vitest'
import { findRpcCredential } from './findRpcCredential'

const find = (url: string) => findRpcCredential(new URL(url))

describe('findRpcCredential', () => {
  test('behavior: provider keys in the path are found', () => {
    for (const url of [
      'https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161',
      'https://eth-mainnet.g.alchemy.com/v2/demo-key',
      'https://eth-mainnet.g.alchemy.com/v2/Kx3fA9_b2Qz-Lm8Pq7Rs6Tu5',
      'https://x.quiknode.pro/4f9d1e2a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0/',
      'https://rpc.ankr.com/eth/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      'https://rpc.example/evm/AbCdEf1234567890GhIjKl',
    ]) {
      expect(find(url), url).toBe('a key-like path segment')
    }
  })

  test('behavior: keys in the query and userinfo are found', () => {
    expect(find('https://rpc.example/?apikey=abc')).toBe(
      'a "apikey" query parameter',
    )
    expect(find('https://rpc.example/rpc?x=1&Api-Key=abc')).toBe(
      'a "Api-Key" query parameter',
    )
    for (const name of ['key', 'api_key', 'token', 'access_token']) {
      expect(find(`https://rpc.example/?${name}=abc`), name).not.toBeNull()
    }
    expect(find('https://user:pw@rpc.example/')).toBe('a user name or password')
  })

  test('behavior: public endpoints and word-like paths carry none', () => {
    for (const url of [
      'https://eth.llamarpc.com',
      'https://mainnet.base.org',
      'https://rpc.example/ethereum-mainnet-archive-v2',
      'https://eth.example/v3/KEY',
      'https://rpc.example/evm?k=1',
      'http://127.0.0.1:8545',
      'https://arb1.arbitrum.io/rpc',
    ]) {
      expect(find(url), url).toBeNull()
    }
  })
})
