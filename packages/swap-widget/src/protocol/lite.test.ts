import { describe, expect, test } from 'vitest'
import * as v from './lite'

const issuesOf = (schema: v.Schema<unknown>, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => [path.join('.'), message])
}

describe('parser kit', () => {
  test('behavior: an object keeps its shape, drops other keys, and names the path of each problem', () => {
    const schema = v.object({
      name: v.string(),
      inner: v.object({ count: v.int() }),
    })
    expect(
      schema.parse({ name: 'a', inner: { count: 1, x: 1 }, y: 2 }),
    ).toEqual({ name: 'a', inner: { count: 1 } })
    expect(issuesOf(schema, { name: 1, inner: { count: 1.5 } })).toEqual([
      ['name', 'Invalid input: expected string, received number'],
      ['inner.count', 'Invalid input: expected int, received number'],
    ])
    expect(() => schema.parse(null)).toThrow(
      'Invalid input: expected object, received null',
    )
  })

  test('behavior: a strict object refuses every key it does not declare, inherited names included', () => {
    const schema = v.strictObject({ a: v.optional(v.string()) })
    for (const key of ['x', 'constructor', '__proto__', 'toString']) {
      const input = JSON.parse(`{"${key}": 1}`)
      expect(issuesOf(schema, input), key).toEqual([
        ['', `Unrecognized key: "${key}"`],
      ])
    }
  })

  test('behavior: a key is required unless optional, defaulted or caught; unknown() too must be present', () => {
    const schema = v.object({
      anything: v.unknown(),
      maybe: v.optional(v.string()),
      tags: v.withDefault(v.array(v.string()), () => []),
      audits: v.catchTo(v.array(v.string()), () => []),
    })
    expect(issuesOf(schema, {})).toEqual([
      ['anything', 'Invalid input: expected nonoptional, received undefined'],
    ])
    expect(schema.parse({ anything: null, audits: 'x' })).toStrictEqual({
      anything: null,
      tags: [],
      audits: [],
    })
  })

  test('behavior: checks run on a value of the right type and all report; a pipe stops at its first problem', () => {
    const code = v.check(v.string(), v.maxLength(3), v.regex(/^[a-z]+$/))
    expect(issuesOf(code, 'ABCD')).toEqual([
      ['', 'Too big: expected string to have <=3 characters'],
      ['', 'Invalid string: must match pattern /^[a-z]+$/'],
    ])
    expect(issuesOf(code, 5)).toEqual([
      ['', 'Invalid input: expected string, received number'],
    ])
    let calls = 0
    const counted = v.map(code, (value) => {
      calls += 1
      return value.length
    })
    expect(counted.safeParse('ABCD').success).toBe(false)
    expect(calls).toBe(0)
    expect(counted.parse('abc')).toBe(3)
  })

  test('behavior: an array beyond its maximum is refused before its items are read; holes are read as undefined', () => {
    const list = v.check(v.array(v.string()), v.maxLength(2))
    expect(issuesOf(list, [1, 2, 3])).toEqual([
      ['', 'Too big: expected array to have <=2 items'],
    ])
    // biome-ignore lint/suspicious/noSparseArray: the hole is the input
    expect(issuesOf(list, ['a', , 'b'].slice(0, 2))).toEqual([
      ['1', 'Invalid input: expected string, received undefined'],
    ])
  })

  test('behavior: a record parses each key and value; a refused key is a problem of its own', () => {
    const urls = v.record(
      v.check(v.string(), v.regex(/^[1-9][0-9]*$/)),
      v.check(
        v.string(),
        v.refine((url) => url.startsWith('https:'), 'bad'),
      ),
    )
    expect(urls.parse({ '1': 'https:a' })).toEqual({ '1': 'https:a' })
    expect(issuesOf(urls, { '0': 'https:a', '2': 'http:b' })).toEqual([
      ['0', 'Invalid key in record'],
      ['2', 'bad'],
    ])
    expect(issuesOf(urls, [])).toEqual([
      ['', 'Invalid input: expected record, received array'],
    ])
  })

  test('behavior: integers stay within the safe range; numbers are finite', () => {
    expect(issuesOf(v.int(), 2 ** 53)).toEqual([
      ['', 'Too big: expected int to be <=9007199254740991'],
    ])
    expect(issuesOf(v.number(), Number.NaN)).toEqual([
      ['', 'Invalid input: expected number, received NaN'],
    ])
    expect(issuesOf(v.check(v.int(), v.positive()), 0)).toEqual([
      ['', 'Too small: expected number to be >0'],
    ])
  })

  test('behavior: a discriminated union picks its option by tag and names the tag when none matches', () => {
    const message = v.discriminatedUnion('type', [
      v.strictObject({ type: v.literal('a'), n: v.int() }),
      v.strictObject({ type: v.literal('b') }),
    ])
    expect(message.parse({ type: 'a', n: 1 })).toEqual({ type: 'a', n: 1 })
    expect(issuesOf(message, { type: 'c' })).toEqual([
      ['type', "Invalid discriminator value. Expected 'a' | 'b'"],
    ])
    expect(issuesOf(message, { type: 'b', n: 1 })).toEqual([
      ['', 'Unrecognized key: "n"'],
    ])
  })

  test('behavior: enums and literals name what they expect, or the given message', () => {
    expect(issuesOf(v.enumOf(['x', 'y']), 'z')).toEqual([
      ['', 'Invalid option: expected one of "x"|"y"'],
    ])
    expect(issuesOf(v.enumOf(['x'], 'must be x'), 1)).toEqual([
      ['', 'must be x'],
    ])
    expect(issuesOf(v.literal(1), 2)).toEqual([
      ['', 'Invalid input: expected 1'],
    ])
  })
})
