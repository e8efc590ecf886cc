import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_SLIPPAGE_PERCENT } from '../../schema/constants'
import { specMessages } from '../../schema/messages'
import { ApiError } from './apiClient'
import { createLocaleFormatters } from './i18n/createLocaleFormatters'
import { createSourceI18n } from './i18n/loadI18n'
import { displayTextLimits, toDisplayText } from './toDisplayText'

/** What the person sees about a failure: plain words, no stack. */
export type UserError = {
  message: string
  /** Whether trying the same thing again may help. */
  isRetryable: boolean
  /** Set when the service asked us to wait before asking again. */
  retryAfterSeconds: number | null
}

/** Words from the service or a wallet, through the display rule. */
const toMessage = (text: string) =>
  toDisplayText(text, displayTextLimits.message)

type MessageRule = {
  test: (message: string) => boolean
  text: MessageDescriptor
}

const exact = (expected: string) => (message: string) => message === expected
const prefix = (expected: string) => (message: string) =>
  message.startsWith(expected)

// The service's and the proxy's own words are matched here (never shown):
// i18n-exempt: their English, as they send it
const specRules: MessageRule[] = [
  {
    test: exact(specMessages.srcNotAddress),
    text: msg`The token you sell has an invalid address.`,
  },
  {
    test: exact(specMessages.dstNotAddress),
    text: msg`The token you buy has an invalid address.`,
  },
  {
    test: exact(specMessages.amountNotPositive),
    text: msg`Enter an amount greater than zero.`,
  },
  {
    test: exact(specMessages.noRoute),
    text: msg`No route between these tokens. Try another pair or amount.`,
  },
  {
    test: prefix('Not enough balance.'),
    text: msg`Your balance is lower than the amount you want to sell.`,
  },
  {
    test: prefix('Not enough allowance.'),
    text: msg`The swap router is not yet allowed to spend this token.`,
  },
  {
    test: exact(specMessages.slippageTooHigh),
    text: msg({
      message: 'Slippage can be at most {maximum}. Lower it in settings.',
    }),
  },
  {
    test: exact(specMessages.chainNotFound),
    text: msg`The swap service does not support this network.`,
  },
  {
    test: exact(specMessages.tokenNotFound),
    text: msg`This token is not available on this network.`,
  },
  {
    test: exact(specMessages.noSpender),
    text: msg`Swaps are not available on this network: it has no router.`,
  },
]

/**
 * The integrator proxy's own words for an upstream that failed (server/
 * callUpstream.ts, interpretUpstreamAnswer.ts): each gets its own sentence.
 */
// i18n-exempt: the proxy's English, as it sends it
const proxyRules: (MessageRule & { status: number })[] = [
  {
    status: 504,
    test: prefix('Upstream did not answer within'),
    text: msg`The swap service took too long to answer.`,
  },
  {
    status: 502,
    test: exact('Upstream answered with malformed JSON'),
    text: msg`The swap service sent a garbled answer, so it was not used.`,
  },
  {
    status: 502,
    test: exact('Upstream answer does not match the API contract'),
    text: msg`The swap service sent a quote that failed our checks, so it was not used.`,
  },
  {
    status: 502,
    test: exact('Upstream is unreachable'),
    text: msg`The swap service is down or cannot be reached.`,
  },
]

type Words = {
  i18n: I18n
  /** The spec's bounds in the language's own number format. */
  values: { maximum: string }
}

function fromApiError(error: ApiError, { i18n, values }: Words): UserError {
  const base = { isRetryable: false, retryAfterSeconds: null }
  switch (error.kind) {
    case 'rate-limited': {
      const wait = error.retryAfterSeconds
      const duration =
        wait === null
          ? ''
          : createLocaleFormatters(i18n, i18n.locale).duration(wait)
      return {
        message:
          wait === null
            ? i18n._(msg`Too many requests. Wait a minute before trying again.`)
            : i18n._(msg`Too many requests. Trying again in ${duration}.`),
        isRetryable: true,
        retryAfterSeconds: wait,
      }
    }
    case 'network':
      return {
        ...base,
        message: i18n._(
          msg`The swap service cannot be reached. Check your connection.`,
        ),
        isRetryable: true,
      }
    case 'aborted':
      return {
        ...base,
        message: i18n._(msg`The request was replaced by a newer one.`),
      }
    case 'invalid-response':
      return {
        ...base,
        message: i18n._(
          msg`The swap service sent an answer the app cannot read, so it was not used.`,
        ),
        isRetryable: true,
      }
    case 'http': {
      const rule = specRules.find(({ test }) => test(error.message))
      if (rule) {
        const described: MessageDescriptor = { ...rule.text, values }
        return { ...base, message: i18n._(described) }
      }
      const proxyRule = proxyRules.find(
        (rule) => rule.status === error.status && rule.test(error.message),
      )
      if (proxyRule) {
        return { ...base, message: i18n._(proxyRule.text), isRetryable: true }
      }
      const status = error.status
      if (status !== null && status >= 500) {
        return {
          ...base,
          message: i18n._(
            msg`The swap service had a problem (error ${status}).`,
          ),
          isRetryable: true,
        }
      }
      if (status === 401 || status === 403) {
        return {
          ...base,
          message: i18n._(
            msg`The swap service refused this app. Try again later.`,
          ),
        }
      }
      const reason = toMessage(error.message)
      return {
        ...base,
        message: i18n._(msg`The swap service refused the request: ${reason}`),
      }
    }
  }
}

function hasCode(error: unknown, code: number): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === code
  )
}

function findInChain<T>(
  error: unknown,
  match: (candidate: unknown) => candidate is T,
): T | null {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current; depth++) {
    if (match(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * viem's errors by the name each gives itself (`error.name`), not by
 * class: importing the classes would put viem's RPC error module in the
 * first load (scripts/chunks.ts) for a check that needs only the name.
 */
const isNamed =
  (name: string) =>
  (candidate: unknown): candidate is Error =>
    candidate instanceof Error && candidate.name === name

/** EIP-1193's "user rejected the request". */
const USER_REJECTED_CODE = 4001

// i18n-exempt: the names viem's errors give themselves, matched, never shown
const viemErrors = {
  userRejected: 'UserRejectedRequestError',
  chainDisconnected: 'ChainDisconnectedError',
  providerDisconnected: 'ProviderDisconnectedError',
  timeout: 'TimeoutError',
  http: 'HttpRequestError',
} as const

/** The person refused the request in the wallet (EIP-1193 4001), anywhere
 * in the error's chain of causes. */
export function isUserRejection(error: unknown): boolean {
  const rejected = findInChain(
    error,
    (candidate): candidate is unknown =>
      isNamed(viemErrors.userRejected)(candidate) ||
      hasCode(candidate, USER_REJECTED_CODE),
  )
  return rejected !== null
}

/** What a wallet or the network said, as a descriptor and whether to
 * retry; null for anything else. */
function findWalletOrNetworkReason(
  error: unknown,
): { text: MessageDescriptor; isRetryable: boolean } | null {
  if (isUserRejection(error)) {
    return {
      text: msg`You cancelled the request in your wallet.`,
      isRetryable: false,
    }
  }
  if (findInChain(error, (c): c is unknown => hasCode(c, 4902))) {
    return {
      text: msg`Your wallet does not know this network. Add it in the wallet.`,
      isRetryable: false,
    }
  }
  if (
    findInChain(error, isNamed(viemErrors.chainDisconnected)) ||
    findInChain(error, isNamed(viemErrors.providerDisconnected))
  ) {
    return {
      text: msg`Your wallet is disconnected. Reconnect it and try again.`,
      isRetryable: false,
    }
  }
  if (findInChain(error, isNamed(viemErrors.timeout))) {
    return {
      text: msg`The network took too long to answer. Try again.`,
      isRetryable: true,
    }
  }
  const isNetwork =
    findInChain(error, isNamed(viemErrors.http)) ||
    findInChain(
      error,
      (c): c is TypeError =>
        c instanceof TypeError && /fetch|network/i.test(c.message),
    )
  if (isNetwork) {
    return {
      text: msg`The network cannot be reached. Check your connection.`,
      isRetryable: true,
    }
  }
  return null
}

/**
 * Maps any thrown value to words a person can act on, in the language
 * `i18n` speaks. Without `i18n` the words are English (tests, and code
 * with no person to word them for).
 */
export function toUserError(
  error: unknown,
  i18n: I18n = createSourceI18n(),
): UserError {
  if (error instanceof ApiError) {
    const maximum = createLocaleFormatters(i18n, i18n.locale).percent(
      MAX_SLIPPAGE_PERCENT,
    )
    return fromApiError(error, { i18n, values: { maximum } })
  }
  const known = findWalletOrNetworkReason(error)
  if (known) {
    return {
      message: i18n._(known.text),
      isRetryable: known.isRetryable,
      retryAfterSeconds: null,
    }
  }
  // viem's errors carry a short message beside their long one.
  const detail =
    error instanceof Error
      ? 'shortMessage' in error && typeof error.shortMessage === 'string'
        ? error.shortMessage
        : error.message
      : null
  // A wallet's (or a host page's bridged wallet's) words: shown, so ruled.
  const shown = detail ? toMessage(detail) : ''
  return {
    message: shown
      ? i18n._(msg`Something went wrong: ${shown}`)
      : i18n._(msg`Something went wrong. Try again.`),
    isRetryable: true,
    retryAfterSeconds: null,
  }
}
