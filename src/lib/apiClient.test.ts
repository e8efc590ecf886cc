import { beforeAll, describe, expect, test } from 'vitest'
import { fetchEndpoint, loadApiContract, parseAge } from './apiClient'

describe('apiClient', () => {
  beforeAll(() => loadApiContract())

  test('behavior: Age reads as whole seconds; absent or unreadable is 0', () => {
    expect(parseAge('42')).toBe(42)
    expect(parseAge('7.9')).toBe(7)
    expect(parseAge(null)).toBe(0)
    expect(parseAge('soon')).toBe(0)
    expect(parseAge('-3')).toBe(0)
  })

  test('behavior: extra headers go out; a good answer reports its Age', async () => {
    const sent: Headers[] = []
    const fetchFn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers))
      return new Response(JSON.stringify({ tokens: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json', age: '95' },
      })
    }) as typeof fetch
    const ages: number[] = []
    await fetchEndpoint({
      id: 'tokenList',
      params: { chainId: 1 },
      baseUrl: 'http://proxy.test/api',
      fetchFn,
      headers: { 'X-Swap-Flow': 'q_1' },
      onAge: (seconds) => ages.push(seconds),
    })
    expect(sent[0]?.get('x-swap-flow')).toBe('q_1')
    expect(sent[0]?.get('accept')).toBe('application/json')
    expect(ages).toEqual([95])
  })
})
