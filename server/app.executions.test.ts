import { describe, expect, test } from 'vitest'
import { errorBodySchema } from '../schema/errorBody'
import {
  createTestProxy,
  json,
  readErrorMessage,
  type TestProxy,
} from './testing/createTestProxy'
import {
  sampleApiPaths,
  sampleExecutionReport,
  upstreamFixtures,
} from './testing/upstreamFixtures'

// Rules for POST /api/partner/v1/executions: JSON only, at most 2 KiB, the
// shared ExecutionReport schema (no calldata or signatures in `reason`), about
// a quote this proxy served in the last 30 minutes to the client group that
// reports it, for the quote's chain, one report per lifecycle value in order
// (SUBMITTED naming one transaction, then CONFIRMED or REVERTED for it or its
// replacement; a repeat is a 200 echo, anything else 409, neither
// forwarded), then forwarded re-serialised. The upstream is an injected fetch standing in for
// the production service, which cannot exist in tests.

const path = '/api/partner/v1/executions'
const post = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

/** A proxy that has served the partner quote `sampleExecutionReport` names. */
async function createQuotedProxy() {
  const proxy = createTestProxy()
  const quote = await proxy.request(sampleApiPaths.partnerQuote)
  expect(await quote.json()).toMatchObject({
    quoteId: sampleExecutionReport.quoteId,
  })
  proxy.calls.length = 0
  return proxy
}

const reportFor = (quoteId: string) =>
  post(JSON.stringify({ ...sampleExecutionReport, quoteId }))

async function expectUnknownQuote(proxy: TestProxy, quoteId: string) {
  const response = await proxy.request(path, reportFor(quoteId))
  expect(response.status).toBe(400)
  expect(errorBodySchema.parse(await response.json()).message).toBe(
    'quoteId is not a quote this service served to you in the last 30 minutes',
  )
}

describe('execution reports', () => {
  test('behavior: a report about a quote this proxy never served is 400 and goes nowhere', async () => {
    const proxy = createTestProxy()
    await expectUnknownQuote(proxy, sampleExecutionReport.quoteId)
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: a served quote may be reported for 30 minutes, then no more', async () => {
    const proxy = await createQuotedProxy()
    await expectUnknownQuote(proxy, 'q-invented')
    proxy.advance(29 * 60_000)
    const report = reportFor(sampleExecutionReport.quoteId)
    expect((await proxy.request(path, report)).status).toBe(202)
    proxy.advance(60_000)
    await expectUnknownQuote(proxy, sampleExecutionReport.quoteId)
    expect(proxy.calls).toHaveLength(1)
  })

  test('behavior: a report is accepted only from the client group that was served the quote', async () => {
    const proxy = await createQuotedProxy()
    const report = reportFor(sampleExecutionReport.quoteId)
    // createTestProxy's default address is 203.0.113.7: its /24 was served.
    const other = await proxy.request(path, report, '203.0.114.7')
    expect(other.status).toBe(400)
    expect(await readErrorMessage(other)).toBe(
      'quoteId is not a quote this service served to you in the last 30 minutes',
    )
    expect(proxy.calls).toHaveLength(0)
    const sameGroup = await proxy.request(path, report, '203.0.113.99')
    expect(sameGroup.status).toBe(202)
    expect(proxy.calls).toHaveLength(1)
  })

  test('behavior: only partner quotes that reached the browser count', async () => {
    const partnerQuote = upstreamFixtures.partnerQuote.body as object
    const proxy = createTestProxy({
      handler: ({ url }) =>
        url.pathname.endsWith('/quote') && url.pathname.startsWith('/swap')
          ? json({ dstAmount: '1', quoteId: 'q-swap' })
          : json({ ...partnerQuote, quoteId: 'q-broken', tx: 'nope' }),
    })
    await proxy.request(sampleApiPaths.swapQuote)
    expect((await proxy.request(sampleApiPaths.partnerQuote)).status).toBe(502)
    await expectUnknownQuote(proxy, 'q-swap')
    await expectUnknownQuote(proxy, 'q-broken')
  })

  test('behavior: a valid report is forwarded, re-serialised, and the 202 passes through', async () => {
    const proxy = await createQuotedProxy()
    const response = await proxy.request(
      path,
      post(
        JSON.stringify({
          ...sampleExecutionReport,
          extra: 'dropped',
          apikey: 'x',
        }),
      ),
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    const call = proxy.calls[0]
    expect(call?.method).toBe('POST')
    expect(call?.url.href).toBe('https://upstream.test/partner/v1/executions')
    expect(call?.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(call?.body ?? '')).toEqual(sampleExecutionReport)
  })

  test('behavior: a report replayed 100 times costs its lifecycle’s upstream calls, no more: each value once, the repeats answered here', async () => {
    const proxy = await createQuotedProxy()
    for (const status of ['SUBMITTED', 'CONFIRMED']) {
      const report = post(JSON.stringify({ ...sampleExecutionReport, status }))
      const answers = []
      for (let i = 0; i < 100; i++)
        answers.push(await proxy.request(path, report))
      expect(answers[0]?.status).toBe(202)
      for (const answer of answers.slice(1)) {
        expect(answer.status).toBe(200)
        expect(await answer.json()).toEqual({ accepted: true, duplicate: true })
      }
    }
    // SUBMITTED and CONFIRMED, once each, counted at the upstream.
    expect(
      proxy.calls.map((call) => JSON.parse(call.body ?? '').status),
    ).toEqual(['SUBMITTED', 'CONFIRMED'])
    // A SUBMITTED again after the outcome is a duplicate too.
    const late = post(JSON.stringify(sampleExecutionReport))
    expect((await proxy.request(path, late)).status).toBe(200)
    expect(proxy.calls).toHaveLength(2)
  })

  test.each([
    [
      'an outcome before SUBMITTED',
      [],
      { status: 'CONFIRMED' },
      'quote q-1 has no SUBMITTED report: report SUBMITTED first',
    ],
    [
      'a second outcome',
      ['SUBMITTED', 'REVERTED'],
      { status: 'CONFIRMED' },
      'quote q-1 was already reported REVERTED: one outcome per quote',
    ],
    [
      'another transaction submitted',
      ['SUBMITTED'],
      { status: 'SUBMITTED', transactionHash: `0x${'cd'.repeat(32)}` },
      `quote q-1 was submitted with transaction 0x${'ab'.repeat(32)}: one transaction per quote`,
    ],
  ])(
    'behavior: %s is 409, answered with no upstream call',
    async (_, before, change, message) => {
      const proxy = await createQuotedProxy()
      for (const status of before) {
        const report = post(
          JSON.stringify({ ...sampleExecutionReport, status }),
        )
        expect((await proxy.request(path, report)).status).toBe(202)
      }
      const response = await proxy.request(
        path,
        post(JSON.stringify({ ...sampleExecutionReport, ...change })),
      )
      expect(response.status).toBe(409)
      const body = errorBodySchema.parse(await response.json())
      expect(body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        message,
      })
      expect(proxy.calls).toHaveLength(before.length)
    },
  )

  test('behavior: the outcome of a transaction the wallet replaced (sped up) is reported under the replacement’s hash, once', async () => {
    const proxy = await createQuotedProxy()
    const replacement = `0x${'cd'.repeat(32)}`
    const send = (status: string, transactionHash: string) =>
      proxy.request(
        path,
        post(
          JSON.stringify({ ...sampleExecutionReport, status, transactionHash }),
        ),
      )
    const submitted = sampleExecutionReport.transactionHash
    expect((await send('SUBMITTED', submitted)).status).toBe(202)
    expect((await send('CONFIRMED', replacement)).status).toBe(202)
    expect((await send('CONFIRMED', replacement)).status).toBe(200)
    expect((await send('CONFIRMED', submitted)).status).toBe(409)
    expect((await send('SUBMITTED', submitted)).status).toBe(200)
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: a report for another chain than its quote’s is 400 and goes nowhere', async () => {
    const proxy = await createQuotedProxy()
    const response = await proxy.request(
      path,
      post(JSON.stringify({ ...sampleExecutionReport, chainId: 1 })),
    )
    expect(response.status).toBe(400)
    expect(await readErrorMessage(response)).toBe(
      'chainId 1 is not the chain quote q-1 was served for (31337)',
    )
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: a report the upstream did not take may be sent again, and is forwarded then', async () => {
    const proxy = await createQuotedProxy()
    proxy.setHandler(() => json({ statusCode: 503, message: 'down' }, 503))
    const report = post(JSON.stringify(sampleExecutionReport))
    expect((await proxy.request(path, report)).status).toBe(503)
    proxy.setHandler(() => json({ accepted: true }, 202))
    expect((await proxy.request(path, report)).status).toBe(202)
    expect((await proxy.request(path, report)).status).toBe(200)
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: JSON with a charset is accepted', async () => {
    const proxy = await createQuotedProxy()
    const response = await proxy.request(
      path,
      post(JSON.stringify(sampleExecutionReport), {
        'content-type': 'application/json; charset=utf-8',
      }),
    )
    expect(response.status).toBe(202)
  })

  test.each([
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['form', 'application/x-www-form-urlencoded'],
    ['json lookalike', 'application/jsonp'],
  ])('behavior: %s is 415', async (_, contentType) => {
    const proxy = createTestProxy()
    const headers = new Headers()
    if (contentType) headers.set('content-type', contentType)
    const response = await proxy.request(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(sampleExecutionReport),
    })
    expect(response.status).toBe(415)
    expect(errorBodySchema.parse(await response.json()).error).toBe(
      'Unsupported Media Type',
    )
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: a body over 2 KiB is 413, declared or not', async () => {
    const proxy = createTestProxy()
    const big = JSON.stringify({
      ...sampleExecutionReport,
      pad: 'x'.repeat(2100),
    })
    expect((await proxy.request(path, post(big))).status).toBe(413)

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++)
          controller.enqueue(new Uint8Array(512).fill(32))
        controller.close()
      },
    })
    const chunked = await proxy.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: malformed JSON is 400', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request(path, post('{"quoteId":'))
    expect(response.status).toBe(400)
    expect(await readErrorMessage(response)).toBe('Body must be valid JSON')
    expect(proxy.calls).toHaveLength(0)
  })

  test.each([
    [
      'calldata in reason',
      { reason: `failed 0x${'a9059cbb'.repeat(10)}` },
      'reason must not carry calldata, signatures or keys',
    ],
    [
      'a signature in reason',
      { reason: 'f'.repeat(130) },
      'reason must not carry calldata, signatures or keys',
    ],
    ['an unknown status', { status: 'PENDING' }, undefined],
    ['a short hash', { transactionHash: '0x1234' }, undefined],
    ['a fractional chainId', { chainId: 1.5 }, undefined],
  ])('behavior: a report with %s is 400', async (_, change, message) => {
    const proxy = createTestProxy()
    const response = await proxy.request(
      path,
      post(JSON.stringify({ ...sampleExecutionReport, ...change })),
    )
    expect(response.status).toBe(400)
    const body = errorBodySchema.parse(await response.json())
    if (message) expect(body.message).toBe(message)
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: a missing field names the field', async () => {
    const proxy = createTestProxy()
    const { quoteId: _, ...rest } = sampleExecutionReport
    const response = await proxy.request(path, post(JSON.stringify(rest)))
    expect(await readErrorMessage(response)).toMatch(/^quoteId/)
  })
})
