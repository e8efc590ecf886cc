import { describe, expect, test } from 'vitest'
import {
  getChainsQueryKey,
  getChainsQueryOptions,
} from './getChainsQueryOptions'

describe('getChainsQueryOptions', () => {
  test('behavior: the key holds the proxy it reads from', () => {
    expect(getChainsQueryKey({ baseUrl: '/api' })).toEqual([
      'chains',
      'list',
      { baseUrl: '/api' },
    ])
    expect(getChainsQueryOptions({ baseUrl: '/x' }).queryKey).toEqual(
      getChainsQueryKey({ baseUrl: '/x' }),
    )
  })
})
