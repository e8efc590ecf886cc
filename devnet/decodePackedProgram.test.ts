import { type Address, concat, getAddress } from 'viem'
import { expect, test } from 'vitest'
import { decodePackedProgram } from './decodePackedProgram.ts'
import {
  encodePackedProgram,
  type PackedProgram,
} from './encodePackedProgram.ts'

const address = (n: number): Address =>
  getAddress(`0x${n.toString(16).padStart(40, '0')}`)

const program: PackedProgram = {
  tokenIn: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  tokenOut: address(0xa1),
  amountIn: 10n ** 18n,
  minAmountOut: 3_000_000_000n,
  recipient: address(0xb2),
  deadline: 1_900_000_000n,
  paths: [
    { amountIn: 6n * 10n ** 17n, hops: [{ pool: address(0xc3), kind: 0 }] },
    {
      amountIn: 4n * 10n ** 17n,
      hops: [
        { pool: address(0xd4), kind: 1 },
        { pool: address(0xe5), kind: 0 },
      ],
    },
  ],
}

test('behavior: reads back every field encodePackedProgram wrote', () => {
  expect(decodePackedProgram(encodePackedProgram(program))).toEqual(program)
})

test('behavior: refuses a program cut short, one with bytes after it, and another version', () => {
  const data = encodePackedProgram(program)
  expect(() => decodePackedProgram(data.slice(0, -2) as `0x${string}`)).toThrow(
    'the packed program ends at byte 195',
  )
  expect(() => decodePackedProgram(concat([data, '0x00']))).toThrow(
    '1 bytes follow the packed program',
  )
  expect(() => decodePackedProgram(`0x02${data.slice(4)}`)).toThrow(
    'packed program version 2 is not 1',
  )
})
