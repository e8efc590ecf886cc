import { describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { hyperEvm, merlin } from 'wagmi/chains'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { testAddress } from '../testing/createTestTokens'
import {
  getTokenBalancesQueryKey,
  getTokenBalancesQueryOptions,
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

  test('behavior: nothing is read without an account', () => {
    const options = getTokenBalancesQueryOptions(config, {
      chainId: 999,
      account: undefined,
      addresses: [NATIVE_TOKEN_ADDRESS],
    })
    expect(typeof options.queryFn).not.toBe('function')
  })
})
