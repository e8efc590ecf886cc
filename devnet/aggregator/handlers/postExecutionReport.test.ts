import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { specMessages } from '../../../schema/messages'
import { devAddresses } from '../../devAccounts'
import { setupAggregatorHarness } from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()
const hash = `0x${'ab'.repeat(32)}`

function post(body: unknown, headers: Record<string, string> = {}) {
  return harness.call('/partner/v1/executions', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

describe('POST /partner/v1/executions', () => {
  test('behavior: 202 accepted, kept in memory with its lifecycle status', async () => {
    harness.clock.set(Date.parse('2030-03-04T05:06:07.000Z'))
    const { WETH, USDC } = harness.devnet.world.tokens
    const quote = await harness.callEndpoint(
      'partnerQuote',
      `/partner/v1/31337/quote?src=${WETH.address}&dst=${USDC.address}&amount=1000000000000000&payer=${devAddresses[1]}&slippage=1`,
    )
    for (const status of ['SUBMITTED', 'CONFIRMED'] as const) {
      const response = await post({
        quoteId: quote.quoteId,
        chainId: 31337,
        transactionHash: hash,
        status,
      })
      expect(response.status).toBe(202)
      expect(endpoints.executions.response.parse(response.body)).toEqual({
        accepted: true,
      })
    }
    await post({
      quoteId: 'q_from_elsewhere',
      chainId: 31337,
      transactionHash: hash,
      status: 'REVERTED',
      reason: 'execution reverted: InsufficientOutput',
    })
    expect(harness.reports.list()).toEqual([
      {
        quoteId: quote.quoteId,
        chainId: 31337,
        transactionHash: hash,
        status: 'SUBMITTED',
        partnerId: 'devnet',
        receivedAt: '2030-03-04T05:06:07.000Z',
        isKnownQuote: true,
      },
      expect.objectContaining({ status: 'CONFIRMED', isKnownQuote: true }),
      expect.objectContaining({
        status: 'REVERTED',
        reason: 'execution reverted: InsufficientOutput',
        isKnownQuote: false,
      }),
    ])
    const listed = await harness.call('/__devnet/executions')
    expect((listed.body as { reports: unknown[] }).reports).toHaveLength(3)
  })

  test.each([
    ['calldata', `swap failed, data 0x36d46c7f${'00'.repeat(40)}`],
    ['a signature', `signed ${'1b'.repeat(65)}`],
  ])('behavior: a reason carrying %s is refused', async (_, reason) => {
    const response = await post({
      quoteId: 'q_1',
      chainId: 31337,
      transactionHash: hash,
      status: 'REVERTED',
      reason,
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'reason must not carry calldata, signatures or keys',
      path: '/partner/v1/executions',
    })
    expect(harness.reports.list()).toEqual([])
  })

  test('behavior: malformed reports are refused with 400', async () => {
    expect((await post('{not json')).status).toBe(400)
    const missing = await post({
      quoteId: 'q',
      chainId: 31337,
      status: 'SUBMITTED',
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      message: expect.stringMatching(/^transactionHash: /),
    })
    const badStatus = await post({
      quoteId: 'q',
      chainId: 31337,
      transactionHash: hash,
      status: 'MINED',
    })
    expect(badStatus.status).toBe(400)
  })

  test('behavior: a report for another chain answers 404 Chain not found', async () => {
    const response = await post({
      quoteId: 'q',
      chainId: 1,
      transactionHash: hash,
      status: 'SUBMITTED',
    })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ message: specMessages.chainNotFound })
  })

  test('behavior: an oversize body is refused', async () => {
    const response = await post({
      quoteId: 'q',
      chainId: 31337,
      transactionHash: hash,
      status: 'SUBMITTED',
      padding: 'x'.repeat(20_000),
    })
    expect(response.status).toBe(413)
  })
})
