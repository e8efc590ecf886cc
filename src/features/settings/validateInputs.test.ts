import { describe, expect, test } from 'vitest'
import { validateRecipientInput } from './validateRecipientInput'
import { validateSlippageInput } from './validateSlippageInput'

describe('validateSlippageInput', () => {
  test.each([
    ['0.5', '0.5', null],
    ['00.50', '0.5', null],
    ['.25', '0.25', null],
    ['1.', '1', null],
    ['50', '50', 'may-be-front-run'],
    ['12.3456', '12.3456', 'may-be-front-run'],
    ['0', '0', 'may-fail'],
    ['0.01', '0.01', 'may-fail'],
    ['0.05', '0.05', null],
    ['5', '5', null],
    ['5.0001', '5.0001', 'may-be-front-run'],
  ])('behavior: "%s" is valid as %s (warning %s)', (text, percent, warning) => {
    expect(validateSlippageInput(text)).toEqual({
      status: 'valid',
      percent,
      warning,
    })
  })

  test.each([
    ['', 'Enter a slippage percentage.'],
    ['-1', 'Slippage cannot be negative.'],
    ['abc', 'Slippage must be a number, like 0.5.'],
    ['1e1', 'Slippage must be a number, like 0.5.'],
    ['.', 'Slippage must be a number, like 0.5.'],
    ['1.23456', 'Use at most 4 decimal places.'],
    ['50.0001', 'Slippage can be at most 50%.'],
    ['120', 'Slippage can be at most 50%.'],
  ])('behavior: "%s" is refused with "%s"', (text, message) => {
    expect(validateSlippageInput(text)).toEqual({ status: 'invalid', message })
  })
})

describe('validateRecipientInput', () => {
  test('behavior: empty clears, lowercase is checksummed', () => {
    expect(validateRecipientInput('  ')).toEqual({ status: 'empty' })
    expect(
      validateRecipientInput('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
    ).toEqual({
      status: 'valid',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  test('behavior: refuses garbage, bad checksums and the zero address', () => {
    expect(validateRecipientInput('0x1234')).toMatchObject({
      status: 'invalid',
      message: expect.stringContaining('40 hexadecimal'),
    })
    expect(
      validateRecipientInput('0x70997970C51812dc3A010C7d01b50e0d17dc79c8'),
    ).toMatchObject({
      status: 'invalid',
      message: expect.stringContaining('checksum'),
    })
    expect(
      validateRecipientInput('0x0000000000000000000000000000000000000000'),
    ).toMatchObject({ status: 'invalid' })
  })
})
