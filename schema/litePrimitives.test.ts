import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { address, chainId, queryBoolean } from './litePrimitives'
import { addressSchema, chainIdSchema, queryBooleanSchema } from './primitives'

// The start-up schemas' primitives (the parser kit's) and their zod twins
// (the rest of the contract) are two definitions from one pattern: they
// must accept the same values and give the same results.

type Parser = {
  safeParse(input: unknown): { success: boolean; data?: unknown }
}

function expectSame(lite: Parser, zod: Parser, input: unknown) {
  const [a, b] = [lite.safeParse(input), zod.safeParse(input)]
  expect(a.success, JSON.stringify(input)).toBe(b.success)
  expect(a.data).toEqual(b.data)
}

const hexish = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefABCDEFxg '),
  maxLength: 44,
})
const values = fc.oneof(
  hexish.map((text) => `0x${text}`),
  hexish,
  fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  fc.constantFrom('true', 'false', 'TRUE', '', '1'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53, Number.MAX_SAFE_INTEGER, null, undefined),
)

describe('lite primitives', () => {
  test('behavior: address, chain id and query boolean agree with their zod twins', () => {
    fc.assert(
      fc.property(values, (input) => {
        expectSame(address(), addressSchema(), input)
        expectSame(chainId(), chainIdSchema, input)
        expectSame(queryBoolean(), queryBooleanSchema, input)
      }),
      { numRuns: 2000 },
    )
  })

  test('behavior: a refused address carries the given message', () => {
    const result = address('src must be an Ethereum address').safeParse('0x1')
    expect(result.error?.issues.map(({ message }) => message)).toEqual([
      'src must be an Ethereum address',
    ])
  })
})
