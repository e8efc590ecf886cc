import { type Query, QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { hyperEvm, merlin } from 'wagmi/chains'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { testAddress } from '../testing/createTestTokens'
import {
  getTokenBalancesQueryKey,
  getTokenBalancesQueryOptions,
  hashTokenBalancesQueryKey,
  TOKEN_BALANCES_RETRY_MS,
} from './getTokenBalancesQueryOptions'
import { hasMulticall3 } from './hasMulticall3'

const config = createConfig({
  chains: [hyperEvm, merlin],
  transports: { [hyperEvm.id]: http(), [merlin.id]: http() },
  connectors: [],
  multiInjectedProviderDiscovery: false,
  storage: null,
})

describe('token balances query', () => {
  test('behavior: Multicall3 is used only where the chain defines it', () => {
    expect(hasMulticall3(config, hyperEvm.id)).toBe(true)
    expect(hasMulticall3(config, merlin.id)).toBe(false)
    expect(hasMulticall3(config, 12345)).toBe(false)
  })

  test('behavior: the key holds chain, account and every token', () => {
    const account = '0xAbCdEf0000000000000000000000000000000001'
    expect(
      getTokenBalancesQueryKey({
        chainId: 999,
        account,
        addresses: [NATIVE_TOKEN_ADDRESS, testAddress(1)],
      }),
    ).toEqual([
      'tokens',
      'balances',
      {
        chainId: 999,
        account: account.toLowerCase(),
        addresses: [NATIVE_TOKEN_ADDRESS, testAddress(1)],
      },
    ])
  })

  test('behavior: the key hash tells apart every input, addresses in order', () => {
    const key = (addresses: string[], account?: `0x${string}`) =>
      hashTokenBalancesQueryKey(
        getTokenBalancesQueryKey({ chainId: 999, account, addresses }),
      )
    const one = testAddress(1)
    const two = testAddress(2)
    const hashes = [
      key([NATIVE_TOKEN_ADDRESS, one]),
      key([NATIVE_TOKEN_ADDRESS, two]),
      key([one, NATIVE_TOKEN_ADDRESS]),
      key([NATIVE_TOKEN_ADDRESS]),
      key([NATIVE_TOKEN_ADDRESS, one], one),
    ]
    expect(new Set(hashes).size).toBe(hashes.length)
    expect(key([NATIVE_TOKEN_ADDRESS, one])).toBe(
      key([NATIVE_TOKEN_ADDRESS, one]),
    )
  })

  test('behavior: nothing is read without an account', () => {
    const options = getTokenBalancesQueryOptions(config, {
      chainId: 999,
      account: undefined,
      addresses: [NATIVE_TOKEN_ADDRESS],
    })
    expect(typeof options.queryFn).not.toBe('function')
  })

  test('behavior: a failed or partial read is asked again by itself, a complete one is not', async () => {
    const addresses = [NATIVE_TOKEN_ADDRESS, testAddress(1).toLowerCase()]
    const client = new QueryClient()
    const options = getTokenBalancesQueryOptions(config, {
      chainId: 999,
      account: '0xAbCdEf0000000000000000000000000000000001',
      addresses,
    })
    const intervalFor = (state: Partial<Query['state']>) => {
      const query = client
        .getQueryCache()
        .build(client, { queryKey: [...options.queryKey] })
      query.setState(state)
      const interval = options.refetchInterval
      if (typeof interval !== 'function') throw new Error('no interval')
      return interval(query as never)
    }
    expect(intervalFor({ status: 'error', data: undefined })).toBe(
      TOKEN_BALANCES_RETRY_MS,
    )
    expect(
      intervalFor({ status: 'success', data: { [NATIVE_TOKEN_ADDRESS]: 1n } }),
    ).toBe(TOKEN_BALANCES_RETRY_MS)
    expect(
      intervalFor({
        status: 'success',
        data: { [NATIVE_TOKEN_ADDRESS]: 1n, [addresses[1] as string]: 0n },
      }),
    ).toBe(false)
  })
})
