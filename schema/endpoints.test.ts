import { describe, expect, test } from 'vitest'
import { buildPath, endpoints, matchEndpoint } from './endpoints'

const token = '0x1111111111111111111111111111111111111111'

describe('matchEndpoint', () => {
  test.each([
    ['GET', '/partner/v1/31337/quote', 'partnerQuote'],
    ['POST', '/partner/v1/executions', 'executions'],
    ['GET', '/partner/v1/chains', 'chains'],
    ['GET', '/partner/v1/999/sources', 'sources'],
    ['GET', '/swap/v1/999/quote', 'swapQuote'],
    ['GET', '/swap/v1/999/swap', 'swapTransaction'],
    ['GET', '/swap/v1/999/approve/allowance', 'allowance'],
    ['GET', '/swap/v1/999/approve/transaction', 'approveTransaction'],
    ['GET', '/swap/v1/999/approve/spender', 'spender'],
    ['GET', '/swap/v1/999/dex-compare', 'dexCompare'],
    ['GET', '/999/tokens', 'tokenList'],
    ['GET', `/999/tokens/${token}`, 'tokenDetail'],
    ['GET', '/health', 'health'],
  ])('behavior: %s %s is %s', (method, path, id) => {
    expect(matchEndpoint(method, path)?.id).toBe(id)
  })

  test('behavior: reads path parameters as typed values', () => {
    expect(matchEndpoint('GET', `/999/tokens/${token}`)?.params).toEqual({
      chainId: 999,
      address: token,
    })
  })

  test.each([
    ['POST', '/partner/v1/chains'],
    ['GET', '/partner/v1/executions'],
    ['GET', '/partner/v1/0/quote'],
    ['GET', '/partner/v1/-1/quote'],
    ['GET', '/partner/v1/1e3/quote'],
    ['GET', '/partner/v1/99999999999999999/quote'],
    ['GET', '/partner/v1//quote'],
    ['GET', '/partner/v1/999/quote/'],
    ['GET', '/swap/v1/999/../quote'],
    ['GET', '/swap/v1/999/%2e%2e/quote'],
    ['GET', '/swap%2Fv1/999/quote'],
    ['GET', '//evil.example/swap/v1/999/quote'],
    ['GET', 'http://evil.example/health'],
    ['GET', '/999/tokens/0x123'],
    ['GET', `/999/tokens/${token}/extra`],
    ['GET', `/${'9'.repeat(300)}/tokens`],
    ['DELETE', '/health'],
  ])('behavior: %s %s matches nothing', (method, path) => {
    expect(matchEndpoint(method, path)).toBeNull()
  })
})

describe('buildPath', () => {
  test('behavior: fills chain and address into the template', () => {
    expect(
      buildPath({ id: 'tokenDetail', params: { chainId: 1, address: token } }),
    ).toBe(`/1/tokens/${token}`)
  })

  test('behavior: every built path matches its own row', () => {
    for (const id of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      const path = buildPath({ id, params: { chainId: 7, address: token } })
      expect(matchEndpoint(endpoints[id].method, path)?.id).toBe(id)
    }
  })

  test('behavior: a missing parameter is an error, not "undefined"', () => {
    expect(() => buildPath({ id: 'swapQuote' })).toThrow(
      'swapQuote: path parameter chainId is required',
    )
  })
})
