import { expect, test } from 'vitest'
import { isolate } from './isolate'

test('behavior: wraps the text in FSI … PDI, nothing else', () => {
  expect(isolate('ب00')).toBe('\u2068ب00\u2069')
  expect([...isolate('USDC')]).toEqual(['\u2068', 'U', 'S', 'D', 'C', '\u2069'])
})
