import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { formatIssue } from './formatIssue'

const issueOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]

describe('formatIssue', () => {
  test('behavior: names the field unless the message already does', () => {
    const query = z.object({
      src: z.string().regex(/^0x/, 'src must be an Ethereum address'),
      amount: z.string().regex(/^\d+$/, 'must be digits'),
      nested: z.object({ slippage: z.number() }),
    })
    const valid = { src: '0x1', amount: '1', nested: { slippage: 1 } }
    expect(formatIssue(issueOf(query, { ...valid, src: 'x' }))).toBe(
      'src must be an Ethereum address',
    )
    expect(formatIssue(issueOf(query, { ...valid, amount: 'x' }))).toBe(
      'amount must be digits',
    )
    expect(
      formatIssue(issueOf(query, { ...valid, nested: { slippage: 'x' } })),
    ).toMatch(/^nested\.slippage: /)
    expect(formatIssue(undefined)).toBe('Invalid request')
  })
})
