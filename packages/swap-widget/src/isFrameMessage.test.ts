import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  FRAME_SOURCE,
  HOST_SOURCE,
  isFrameMessage,
  MAX_MESSAGE_CHARS,
  PROTOCOL_VERSION,
} from './isFrameMessage'
import { parseFrameMessage } from './protocol/widgetProtocol'
import {
  WIDGET_ERROR_CODES,
  WIDGET_FRAME_SOURCE,
  WIDGET_HOST_SOURCE,
  WIDGET_MAX_MESSAGE_CHARS,
  WIDGET_PROTOCOL_VERSION,
} from './protocol/widgetProtocolConstants'

const hex = (length: number) =>
  fc
    .string({
      unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
      minLength: length,
      maxLength: length,
    })
    .map((body) => `0x${body}`)

const address = hex(40)
const hash = hex(64)
const wei = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String)
const channel = fc.string({
  unit: fc.constantFrom(...'abcXYZ019_-'),
  minLength: 8,
  maxLength: 64,
})

const envelope = fc.record({
  source: fc.constant(WIDGET_FRAME_SOURCE),
  version: fc.constant(WIDGET_PROTOCOL_VERSION),
  channel,
})

const bodies = fc.oneof(
  fc.constant({ type: 'ready' }),
  fc.record({
    type: fc.constant('quote'),
    chainId: fc.integer({ min: 1, max: 2 ** 40 }),
    sellToken: address,
    buyToken: address,
    sellAmount: wei,
    buyAmount: wei,
    quoteId: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  }),
  fc.record({
    type: fc.constantFrom(
      'approval:submitted',
      'approval:confirmed',
      'swap:submitted',
      'swap:reverted',
    ),
    hash,
  }),
  fc.record({
    type: fc.constant('swap:confirmed'),
    hash,
    amountReceived: fc.option(wei, { nil: null }),
  }),
  fc.record({
    type: fc.constant('error'),
    code: fc.constantFrom(...WIDGET_ERROR_CODES),
    message: fc.string({ maxLength: 60 }),
  }),
  fc.record({
    type: fc.constant('open-link'),
    url: fc.oneof(
      fc
        .webUrl({ withQueryParameters: true })
        .map((url) => url.replace(/^http:/, 'https:')),
      fc
        .string({ unit: fc.constantFrom(...'abc0123:@?=&%'), maxLength: 60 })
        .map((rest) => `wc:${rest}`),
    ),
  }),
  fc.record({
    type: fc.constant('resize'),
    height: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record(
    {
      type: fc.constant('wallet:request'),
      id: fc.nat(),
      method: fc.string({ minLength: 1, maxLength: 30 }),
      params: fc.array(fc.jsonValue(), { maxLength: 16 }),
    },
    { requiredKeys: ['type', 'id', 'method'] },
  ),
)

const valid = fc
  .tuple(envelope, bodies)
  .map(([head, body]) => ({ ...head, ...body }) as Record<string, unknown>)

const strange = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    WIDGET_HOST_SOURCE,
    2,
    0,
    '1',
    null,
    undefined,
    -1,
    1.5,
    Number.NaN,
    2 ** 60,
    'x'.repeat(70),
    '0x12',
    '',
    'javascript:alert(1)',
    'data:text/html,x',
    'wc:abc',
    'https://user:pw@wallet.example/x',
  ),
)

/** A valid message with one key dropped, replaced, or one key added. */
const mutated = fc
  .tuple(valid, fc.nat(), strange, fc.string({ maxLength: 12 }))
  .map(([message, index, value, extraKey]) => {
    const keys = Object.keys(message)
    const key = keys[index % keys.length] as string
    const copy: Record<string, unknown> = { ...message }
    switch (index % 3) {
      case 0:
        delete copy[key]
        break
      case 1:
        copy[key] = value
        break
      default:
        // An own key, as a forged message has after postMessage's structured
        // clone: assigned, "__proto__" would swap the prototype instead.
        Object.defineProperty(copy, extraKey, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        })
    }
    return copy
  })

const oversized = valid.map((message) => ({
  ...message,
  type: 'error',
  code: 'x',
  message: 'y'.repeat(WIDGET_MAX_MESSAGE_CHARS),
}))

describe('isFrameMessage (the host script guard)', () => {
  test('behavior: shares the protocol constants with the schema', () => {
    expect([
      PROTOCOL_VERSION,
      FRAME_SOURCE,
      HOST_SOURCE,
      MAX_MESSAGE_CHARS,
    ]).toEqual([
      WIDGET_PROTOCOL_VERSION,
      WIDGET_FRAME_SOURCE,
      WIDGET_HOST_SOURCE,
      WIDGET_MAX_MESSAGE_CHARS,
    ])
  })

  test('behavior: accepts every valid generated message, as the schema does', () => {
    fc.assert(
      fc.property(valid, (message) => {
        expect(parseFrameMessage(message)).not.toBeNull()
        expect(isFrameMessage(message)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: agrees with the schema on mutated, random and oversized data', () => {
    let rejected = 0
    fc.assert(
      fc.property(fc.oneof(mutated, fc.anything(), oversized), (data) => {
        const byZod = parseFrameMessage(data) !== null
        expect(isFrameMessage(data)).toBe(byZod)
        if (!byZod) rejected += 1
      }),
      { numRuns: 1000 },
    )
    // The generators must mostly produce forgeries for this to mean much.
    expect(rejected).toBeGreaterThan(500)
  })
})
