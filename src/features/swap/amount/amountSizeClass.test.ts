import { expect, test } from 'vitest'
import { amountSizeClass } from './amountSizeClass'

test('behavior: longer amounts take smaller steps, never none', () => {
  expect(
    [
      '',
      '25',
      '139,954.16',
      '1.992.000,05',
      '1,151,624.123456',
      '1'.repeat(30),
    ].map(amountSizeClass),
  ).toEqual(['', '', ' amount-m', ' amount-s', ' amount-xs', ' amount-xxs'])
})
