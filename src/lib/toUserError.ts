import {
  BaseError,
  ChainDisconnectedError,
  HttpRequestError,
  ProviderDisconnectedError,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem'
import { specMessages } from '../../schema/messages'
import { ApiError } from './apiClient'
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

type MessageRule = { test: (message: string) => boolean; text: string }

const exact = (expected: string) => (message: string) => message === expected
const prefix = (expected: string) => (message: string) =>
  message.startsWith(expected)

const specRules: MessageRule[] = [
  {
    test: exact(specMessages.srcNotAddress),
    text: 'The token you sell has an invalid address.',
  },
  {
    test: exact(specMessages.dstNotAddress),
    text: 'The token you buy has an invalid address.',
  },
  {
    test: exact(specMessages.amountNotPositive),
    text: 'Enter an amount greater than zero.',
  },
  {
    test: exact(specMessages.noRoute),
    text: 'No route between these tokens. Try another pair or amount.',
  },
  {
    test: prefix('Not enough balance.'),
    text: 'Your balance is lower than the amount you want to sell.',
  },
  {
    test: prefix('Not enough allowance.'),
    text: 'The swap router is not yet allowed to spend this token.',
  },
  {
    test: exact(specMessages.slippageTooHigh),
    text: 'Slippage can be at most 50%. Lower it in settings.',
  },
  {
    test: exact(specMessages.chainNotFound),
    text: 'The swap service does not support this network.',
  },
  {
    test: exact(specMessages.tokenNotFound),
    text: 'This token is not available on this network.',
  },
  {
    test: exact(specMessages.noSpender),
    text: 'Swaps are not available on this network: it has no router.',
  },
]

/**
 * The integrator proxy's own words for an upstream that failed (server/
 * callUpstream.ts, interpretUpstreamAnswer.ts): each gets its own sentence.
 */
const proxyRules: (MessageRule & { status: number })[] = [
  {
    status: 504,
    test: prefix('Upstream did not answer within'),
    text: 'The swap service took too long to answer.',
  },
  {
    status: 502,
    test: exact('Upstream answered with malformed JSON'),
    text: 'The swap service sent a garbled answer, so it was not used.',
  },
  {
    status: 502,
    test: exact('Upstream answer does not match the API contract'),
    text: 'The swap service sent a quote that failed our checks, so it was not used.',
  },
  {
    status: 502,
    test: exact('Upstream is unreachable'),
    text: 'The swap service is down or cannot be reached.',
  },
]

function fromApiError(error: ApiError): UserError {
  const base = { isRetryable: false, retryAfterSeconds: null }
  switch (error.kind) {
    case 'rate-limited': {
      const wait = error.retryAfterSeconds
      return {
        message:
          wait === null
            ? 'Too many requests. Wait a minute before trying again.'
            : `Too many requests. Trying again in ${wait} s.`,
        isRetryable: true,
        retryAfterSeconds: wait,
      }
    }
    case 'network':
      return {
        ...base,
        message: 'The swap service cannot be reached. Check your connection.',
        isRetryable: true,
      }
    case 'aborted':
      return { ...base, message: 'The request was replaced by a newer one.' }
    case 'invalid-response':
      return {
        ...base,
        message:
          'The swap service sent an answer the app cannot read, so it was not used.',
        isRetryable: true,
      }
    case 'http': {
      const rule = specRules.find(({ test }) => test(error.message))
      if (rule) return { ...base, message: rule.text }
      const proxyRule = proxyRules.find(
        (rule) => rule.status === error.status && rule.test(error.message),
      )
      if (proxyRule) {
        return { ...base, message: proxyRule.text, isRetryable: true }
      }
      if (error.status !== null && error.status >= 500) {
        return {
          ...base,
          message: `The swap service had a problem (error ${error.status}).`,
          isRetryable: true,
        }
      }
      if (error.status === 401 || error.status === 403) {
        return {
          ...base,
          message: 'The swap service refused this app. Try again later.',
        }
      }
      return {
        ...base,
        message: `The swap service refused the request: ${toMessage(error.message)}`,
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

const isInstance =
  <T>(type: abstract new (...args: never[]) => T) =>
  (candidate: unknown): candidate is T =>
    candidate instanceof type

/** The person refused the request in the wallet (EIP-1193 4001), anywhere in the error's chain of causes. */
export function isUserRejection(error: unknown): boolean {
  const rejected = findInChain(
    error,
    (candidate): candidate is unknown =>
      candidate instanceof UserRejectedRequestError ||
      hasCode(candidate, UserRejectedRequestError.code),
  )
  return rejected !== null
}

function fromWalletOrNetwork(error: unknown): UserError | null {
  const base = { isRetryable: false, retryAfterSeconds: null }
  if (isUserRejection(error)) {
    return { ...base, message: 'You cancelled the request in your wallet.' }
  }
  if (findInChain(error, (c): c is unknown => hasCode(c, 4902))) {
    return {
      ...base,
      message: 'Your wallet does not know this network. Add it in the wallet.',
    }
  }
  if (
    findInChain(error, isInstance(ChainDisconnectedError)) ||
    findInChain(error, isInstance(ProviderDisconnectedError))
  ) {
    return {
      ...base,
      message: 'Your wallet is disconnected. Reconnect it and try again.',
    }
  }
  if (findInChain(error, isInstance(TimeoutError))) {
    return {
      ...base,
      message: 'The network took too long to answer. Try again.',
      isRetryable: true,
    }
  }
  const isNetwork =
    findInChain(error, isInstance(HttpRequestError)) ||
    findInChain(
      error,
      (c): c is TypeError =>
        c instanceof TypeError && /fetch|network/i.test(c.message),
    )
  if (isNetwork) {
    return {
      ...base,
      message: 'The network cannot be reached. Check your connection.',
      isRetryable: true,
    }
  }
  return null
}

/** Maps any thrown value to words a person can act on. */
export function toUserError(error: unknown): UserError {
  if (error instanceof ApiError) return fromApiError(error)
  const known = fromWalletOrNetwork(error)
  if (known) return known
  const detail =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : null
  // A wallet's (or a host page's bridged wallet's) words: shown, so ruled.
  const shown = detail ? toMessage(detail) : ''
  return {
    message: shown
      ? `Something went wrong: ${shown}`
      : 'Something went wrong. Try again.',
    isRetryable: true,
    retryAfterSeconds: null,
  }
}
