import { HttpRequestError, UserRejectedRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { specMessages } from '../../schema/messages'
import { ApiError } from './apiClient'
import { toUserError } from './toUserError'

const httpError = (message: string, status = 400) =>
  new ApiError({ kind: 'http', message, status, endpoint: 'swapQuote' })

describe('toUserError', () => {
  test('behavior: every spec message becomes plain words', () => {
    const messages = [
      specMessages.srcNotAddress,
      specMessages.dstNotAddress,
      specMessages.amountNotPositive,
      specMessages.noRoute,
      specMessages.notEnoughBalance('12'),
      specMessages.notEnoughAllowance('0'),
      specMessages.slippageTooHigh,
      specMessages.chainNotFound,
      specMessages.tokenNotFound,
      specMessages.noSpender,
    ]
    const texts = messages.map((m) => toUserError(httpError(m)).message)
    for (const [index, text] of texts.entries()) {
      expect(text).not.toContain(messages[index])
      expect(text).not.toMatch(/refused the request/)
    }
    expect(new Set(texts).size).toBe(messages.length)
    expect(toUserError(httpError(specMessages.noRoute)).message).toBe(
      'No route between these tokens. Try another pair or amount.',
    )
  })

  test('behavior: the service’s and a wallet’s own words are shown through the display rule', () => {
    const refused = toUserError(
      httpError(`Token \u202eCDSU\u202c is ${'very '.repeat(80)}bad`),
    ).message
    expect(refused).toMatch(
      /^The swap service refused the request: Token CDSU is very/,
    )
    expect(refused).toMatch(/…$/)
    expect(refused).not.toMatch(/[\u202a-\u202e]/)
    expect(toUserError(new Error('Bridge\u200b\n failed')).message).toBe(
      'Something went wrong: Bridge failed',
    )
  })

  test('behavior: rate limiting says how long to wait', () => {
    const error = new ApiError({
      kind: 'rate-limited',
      message: 'Too Many Requests',
      status: 429,
      retryAfterSeconds: 17,
      endpoint: 'partnerQuote',
    })
    expect(toUserError(error)).toEqual({
      message: 'Too many requests. Trying again in 17 s.',
      isRetryable: true,
      retryAfterSeconds: 17,
    })
  })

  test('behavior: api failure kinds read as plain words', () => {
    const of = (kind: 'network' | 'invalid-response' | 'aborted') =>
      toUserError(new ApiError({ kind, message: 'x', endpoint: 'chains' }))
        .message
    expect(of('network')).toMatch(/cannot be reached/)
    expect(of('invalid-response')).toMatch(/cannot read/)
    expect(of('aborted')).toMatch(/replaced/)
    expect(toUserError(httpError('boom', 502)).message).toMatch(/problem/)
  })

  test('behavior: each upstream failure the proxy reports has its own words', () => {
    const texts = [
      httpError('Upstream did not answer within 1500 ms', 504),
      httpError('Upstream answered with malformed JSON', 502),
      httpError('Upstream answer does not match the API contract', 502),
      httpError('Upstream is unreachable', 502),
      httpError('Boom', 503),
    ].map((error) => toUserError(error))
    expect(texts.map((text) => text.message)).toEqual([
      'The swap service took too long to answer.',
      'The swap service sent a garbled answer, so it was not used.',
      'The swap service sent a quote that failed our checks, so it was not used.',
      'The swap service is down or cannot be reached.',
      'The swap service had a problem (error 503).',
    ])
    expect(texts.every((text) => text.isRetryable)).toBe(true)
    // The same words from a 4xx are the service's, not the proxy's.
    expect(
      toUserError(httpError('Upstream answered with malformed JSON', 400))
        .message,
    ).toMatch(/refused the request/)
  })

  test('behavior: a wallet rejection is a cancellation, however wrapped', () => {
    const rejection = new UserRejectedRequestError(new Error('denied'))
    expect(toUserError(rejection).message).toBe(
      'You cancelled the request in your wallet.',
    )
    const wrapped = new Error('outer', { cause: { code: 4001 } })
    expect(toUserError(wrapped).message).toBe(
      'You cancelled the request in your wallet.',
    )
  })

  test('behavior: network failures ask to check the connection', () => {
    expect(
      toUserError(new HttpRequestError({ url: 'http://rpc' })).message,
    ).toMatch(/network cannot be reached/)
    expect(toUserError(new TypeError('Failed to fetch')).message).toMatch(
      /network cannot be reached/,
    )
  })
})
