import { expect, test } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter'

test('behavior: seconds or an HTTP date become whole seconds of at least 1', () => {
  const nowMs = Date.parse('2025-06-01T12:00:00Z')
  expect(parseRetryAfter('30', nowMs)).toBe(30)
  expect(parseRetryAfter('0', nowMs)).toBe(1)
  expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:09 GMT', nowMs)).toBe(9)
  expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', nowMs)).toBe(1)
  expect(parseRetryAfter(null, nowMs)).toBeNull()
  expect(parseRetryAfter('soon', nowMs)).toBeNull()
  expect(parseRetryAfter('-5', nowMs)).toBeNull()
})
