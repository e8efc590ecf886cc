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
    ['0,5', '0.5'],
    ['1,25 %', '1.25'],
    ['2%', '2'],
    ['０．５', '0.5'],
    ['0。5', '0.5'],
    ['٠٫٥', '0.5'],
    ['۱٫۲۵ ٪', '1.25'],
    ['２％', '2'],
  ])(
    'behavior: "%s" (decimal comma, percent sign, full-width, Arabic-Indic) is valid as %s',
    (text, percent) => {
      expect(validateSlippageInput(text)).toMatchObject({
        status: 'valid',
        percent,
      })
    },
  )

  test.each([
    ['', 'empty'],
    ['-1', 'negative'],
    ['abc', 'not-a-number'],
    ['1e1', 'not-a-number'],
    ['.', 'not-a-number'],
    [',', 'not-a-number'],
    ['%', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['1,000.5', 'not-a-number'],
    ['1.23456', 'too-many-decimals'],
    ['50.0001', 'too-high'],
    ['120', 'too-high'],
    ['١٬٠', 'not-a-number'],
    ['－１', 'negative'],
    ['٥٠٫١', 'too-high'],
  ])('behavior: "%s" is refused as %s', (text, problem) => {
    expect(validateSlippageInput(text)).toEqual({ status: 'invalid', problem })
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
    expect(validateRecipientInput('0x1234')).toEqual({
      status: 'invalid',
      problem: 'not-an-address',
    })
    expect(
      validateRecipientInput('0x70997970C51812dc3A010C7d01b50e0d17dc79c8'),
    ).toEqual({ status: 'invalid', problem: 'bad-checksum' })
    expect(
      validateRecipientInput('0x0000000000000000000000000000000000000000'),
    ).toEqual({ status: 'invalid', problem: 'zero-address' })
  })
})
