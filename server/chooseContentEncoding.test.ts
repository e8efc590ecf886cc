import { describe, expect, test } from 'vitest'
import { chooseContentEncoding } from './chooseContentEncoding'

const available = ['br', 'gzip']

describe('chooseContentEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=nonsense', null],
    ['deflate', null],
  ])('behavior: %s → %s', (header, expected) => {
    expect(chooseContentEncoding(header, available)).toBe(expected)
  })

  test('behavior: only offers what exists', () => {
    expect(chooseContentEncoding('br', [])).toBeNull()
    expect(chooseContentEncoding('br, gzip', ['gzip'])).toBe('gzip')
  })
})
