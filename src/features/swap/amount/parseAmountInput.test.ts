import { describe, expect, test } from 'vitest'
import { amountMessages, parseAmountInput } from './parseAmountInput'

describe('parseAmountInput', () => {
  test.each([
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['1.5', 6, 1_500_000n],
    ['.5', 6, 500_000n],
    ['1.', 6, 1_000_000n],
    [' 42 ', 0, 42n],
    ['0.000001', 6, 1n],
    ['1.500000000', 6, 1_500_000n],
    ['007', 2, 700n],
  ])('behavior: "%s" with %i decimals is %s', (text, decimals, amount) => {
    expect(parseAmountInput(text, decimals)).toEqual({
      status: 'valid',
      amount,
    })
  })

  test('behavior: empty and zero are not errors', () => {
    expect(parseAmountInput('', 18)).toEqual({ status: 'empty' })
    expect(parseAmountInput('0', 18)).toEqual({ status: 'zero' })
    expect(parseAmountInput('0.000', 18)).toEqual({ status: 'zero' })
  })

  test.each([
    ['1.1234567', 6, amountMessages.tooManyDecimals(6)],
    ['1.5', 0, amountMessages.tooManyDecimals(0)],
    ['1e18', 18, amountMessages.exponent],
    ['1.5E-3', 18, amountMessages.exponent],
    ['-1', 18, amountMessages.negative],
    ['1,5', 18, amountMessages.separator],
    ['1 000', 18, amountMessages.separator],
    ['abc', 18, amountMessages.garbage],
    ['1.2.3', 18, amountMessages.garbage],
    ['0x10', 18, amountMessages.garbage],
    ['.', 18, amountMessages.garbage],
    ['Infinity', 18, amountMessages.garbage],
    ['9'.repeat(79), 0, amountMessages.tooLarge],
    ['9'.repeat(70), 18, amountMessages.tooLarge],
  ])(
    'behavior: "%s" with %i decimals is refused: %s',
    (text, decimals, message) => {
      expect(parseAmountInput(text, decimals)).toEqual({
        status: 'invalid',
        message,
      })
    },
  )
})
