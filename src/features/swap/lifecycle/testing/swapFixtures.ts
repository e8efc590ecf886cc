import type { Hash } from 'viem'
import type { PartnerQuoteResponse } from '../../../../../schema/partner'
import { createLocaleFormatters } from '../../../../lib/i18n/createLocaleFormatters'
import { createTestI18n } from '../../../../lib/i18n/testing/createTestI18n'
import { normalizeExecutableQuote } from '../../api/getExecutableQuoteQueryOptions'
import type { getSwapAction } from '../../button/getSwapAction'
import type { SignedSwap } from '../../guards/checkSwap'
import {
  createTestPartnerQuote,
  testBuyToken,
  testChainId,
  testPayer,
  testRecipient,
  testSellToken,
} from '../../guards/testing/createTestPartnerQuote'
import type { MeasuredChanges } from '../../guards/types'
import type {
  ExecutableQuote,
  SwapEvent,
  SwapEventType,
  SwapFlowInputs,
  SwapReview,
  SwapState,
  SwapStatus,
} from '../types'

export const inputsKey = 'k1'

/** What the person sees for the test quote: 1 USDC → DAI, payer to recipient. */
export const testFlowInputs: SwapFlowInputs = {
  chainId: testChainId,
  sellToken: {
    address: testSellToken,
    symbol: 'USDC',
    decimals: 6,
    isNative: false,
  },
  buyToken: {
    address: testBuyToken,
    symbol: 'DAI',
    decimals: 18,
    isNative: false,
  },
  amountWei: 1_000_000n,
  payer: testPayer,
  recipient: testRecipient,
  slippagePercent: '0.5',
}
export const otherInputsKey = 'k2'
export const hash1: Hash = `0x${'1'.repeat(64)}`
export const hash2: Hash = `0x${'2'.repeat(64)}`

export function createTestExecutableQuote(
  key: string,
  response: Partial<PartnerQuoteResponse> = {},
  overrides: Partial<ExecutableQuote> = {},
): ExecutableQuote {
  const answer = createTestPartnerQuote({ quoteId: key, ...response })
  const receivedAtMs = overrides.receivedAtMs ?? 1_000
  const shown = normalizeExecutableQuote(answer, {
    inputs: {
      chainId: answer.chainId,
      src: answer.sellToken,
      dst: answer.buyToken,
      amount: answer.sellAmount,
    },
    receivedAtMs,
  })
  return {
    key,
    shown,
    response: answer,
    receivedAtMs,
    priceImpact: { percent: 0.1, isConfirmationRequired: false },
    flowQuoteId: 'q0',
    acceptedQuote: null,
    ...overrides,
  }
}

/** The quote every fixture state holds (USDC → DAI, sells 1,000,000). */
export const quote1 = createTestExecutableQuote('q1')

/** What the checks would measure of quote1. */
const measuredQuote1: MeasuredChanges = {
  payerOutflows: [{ token: quote1.response.sellToken, amountWei: 1_000_000n }],
  recipientGainWei: 2_000_000_000_000_000_000n,
  allowanceLeftWei: 0n,
  gasUsed: 180_000n,
  networkFeeWei: 180_000n * 1_000_000_000n,
  tokenRisk: null,
}

/** quote1's transaction as the checks would clear it to be signed. */
const signedQuote1: SignedSwap = {
  to: quote1.response.tx.to,
  data: quote1.response.tx.data,
  value: BigInt(quote1.response.tx.value),
  gas: 250_000n,
  nonce: 7,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000n,
}
/** An older quote with a better output than quote1. */
export const quote0 = createTestExecutableQuote('q0', {
  dstAmount: '2100000000000000000',
  buyAmount: '2100000000000000000',
  minAmountOut: '2089500000000000000',
})

const flow = { inputsKey, quote: quote1 }
const tracking = { hash: hash1, trackingError: null }
const allowance = {
  currentWei: 0n,
  requiredWei: 1_000_000n,
  isResetRequired: false,
}
const ready = { status: 'ready', ...flow, batch: null, notice: null } as const
const reviewQuote1: SwapReview = {
  protection: 'decoded-minimum',
  measured: measuredQuote1,
}
/** What the checks would clear of quote1, alone (no batch). */
const clearedQuote1 = {
  batch: null,
  simulatedAmountOutWei: null,
  notes: [],
  signed: signedQuote1,
  batchCalls: null,
  ...reviewQuote1,
}

/** One state per status, all about inputs k1, quote q1 and hash1. */
export const swapStates: {
  [S in SwapStatus]: Extract<SwapState, { status: S }>
} = {
  idle: { status: 'idle' },
  quoting: { status: 'quoting', inputsKey, retryAtMs: null },
  'reading-allowance': { status: 'reading-allowance', ...flow },
  'needs-approval': {
    status: 'needs-approval',
    ...flow,
    allowance,
    notice: null,
  },
  'resetting-allowance': {
    status: 'resetting-allowance',
    ...flow,
    allowance: { ...allowance, currentWei: 5n, isResetRequired: true },
  },
  'reset-pending': {
    status: 'reset-pending',
    ...flow,
    ...tracking,
    allowance: { ...allowance, currentWei: 5n, isResetRequired: true },
  },
  approving: { status: 'approving', ...flow, allowance },
  'approval-pending': {
    status: 'approval-pending',
    ...flow,
    ...tracking,
    allowance,
  },
  're-quoting': {
    status: 're-quoting',
    inputsKey,
    reason: 'approval',
    previousQuote: quote1,
    retryAtMs: null,
  },
  'quote-changed': { status: 'quote-changed', ...flow, previousQuote: quote0 },
  ready,
  'confirming-price-impact': {
    status: 'confirming-price-impact',
    ...flow,
    batch: null,
  },
  checking: {
    status: 'checking',
    ...flow,
    batch: null,
    isSimulationOnlyAccepted: false,
  },
  'wrong-chain': { status: 'wrong-chain', ...flow, resume: ready },
  'guard-failed': {
    status: 'guard-failed',
    ...flow,
    check: 'router',
    message: 'The swap transaction is addressed to another contract.',
  },
  'accepting-simulation-only': {
    status: 'accepting-simulation-only',
    ...flow,
    ...clearedQuote1,
    protection: 'simulation-only',
  },
  'accepting-token-risk': {
    status: 'accepting-token-risk',
    ...flow,
    ...clearedQuote1,
    measured: {
      ...measuredQuote1,
      tokenRisk: {
        kind: 'taxed',
        taxBps: 500,
        buyTaxBps: 500,
        sellTaxBps: 500,
        quotedWei: measuredQuote1.recipientGainWei,
        receivedWei: (measuredQuote1.recipientGainWei * 95n) / 100n,
      },
    },
    next: 'signing',
  },
  signing: { status: 'signing', ...flow, ...clearedQuote1 },
  pending: {
    status: 'pending',
    ...flow,
    ...tracking,
    replacedHashes: [],
    review: reviewQuote1,
  },
  confirmed: {
    status: 'confirmed',
    ...flow,
    hash: hash1,
    receivedAmountWei: 2_000_000_000_000_000_000n,
    review: reviewQuote1,
  },
  reverted: {
    status: 'reverted',
    ...flow,
    hash: hash1,
    reason: 'The price moved beyond your slippage.',
    review: reviewQuote1,
  },
  cancelled: {
    status: 'cancelled',
    ...flow,
    hash: hash1,
    review: reviewQuote1,
  },
  failed: {
    status: 'failed',
    inputsKey,
    error: {
      message: 'The network cannot be reached.',
      isRetryable: true,
      retryAfterSeconds: null,
    },
    failedDuring: 'quoting',
    lastQuote: null,
  },
}

const about = { inputsKey, quoteKey: 'q1' }

/** One event per type, each about inputs k1, quote q1 and hash1. */
export const swapEvents: {
  [T in SwapEventType]: Extract<SwapEvent, { type: T }>
} = {
  inputsChanged: { type: 'inputsChanged', inputsKey: otherInputsKey },
  reviewRequested: { type: 'reviewRequested', inputsKey, shown: null },
  quoteReceived: { type: 'quoteReceived', inputsKey, quote: quote1 },
  quoteDeferred: { type: 'quoteDeferred', inputsKey, retryAtMs: 9_000 },
  quoteWaitOver: { type: 'quoteWaitOver', inputsKey },
  allowanceRead: {
    type: 'allowanceRead',
    inputsKey,
    allowanceWei: 0n,
    isResetRequired: false,
    isBatched: false,
  },
  approvalRequested: { type: 'approvalRequested', ...about },
  allowanceResetSubmitted: {
    type: 'allowanceResetSubmitted',
    inputsKey,
    hash: hash1,
  },
  allowanceResetConfirmed: {
    type: 'allowanceResetConfirmed',
    inputsKey,
    hash: hash1,
  },
  approvalSubmitted: { type: 'approvalSubmitted', inputsKey, hash: hash1 },
  approvalConfirmed: {
    type: 'approvalConfirmed',
    inputsKey,
    hash: hash1,
    allowanceWei: 1_000_000n,
    isResetRequired: false,
  },
  approvalReverted: { type: 'approvalReverted', inputsKey, hash: hash1 },
  approvalRejected: { type: 'approvalRejected', inputsKey },
  requoteReceived: { type: 'requoteReceived', inputsKey, quote: quote1 },
  quoteChangeAccepted: { type: 'quoteChangeAccepted', ...about },
  quoteExpired: { type: 'quoteExpired', ...about },
  swapRequested: {
    type: 'swapRequested',
    ...about,
    isSimulationOnlyAccepted: false,
  },
  priceImpactAccepted: {
    type: 'priceImpactAccepted',
    ...about,
    isSimulationOnlyAccepted: false,
  },
  simulationOnlyAccepted: { type: 'simulationOnlyAccepted', ...about },
  tokenRiskAccepted: { type: 'tokenRiskAccepted', ...about },
  guardsPassed: {
    type: 'guardsPassed',
    ...about,
    simulatedAmountOutWei: null,
    notes: [],
    signed: signedQuote1,
    protection: 'decoded-minimum',
    measured: measuredQuote1,
    batchCalls: null,
  },
  guardsFailed: {
    type: 'guardsFailed',
    ...about,
    check: 'router',
    message: 'The swap transaction is addressed to another contract.',
  },
  chainSwitched: { type: 'chainSwitched', chainId: 999 },
  swapSubmitted: { type: 'swapSubmitted', ...about, hash: hash1 },
  swapReplaced: {
    type: 'swapReplaced',
    inputsKey,
    hash: hash1,
    replacementHash: hash2,
    reason: 'repriced',
  },
  swapConfirmed: {
    type: 'swapConfirmed',
    inputsKey,
    hash: hash1,
    receivedAmountWei: 1n,
  },
  swapReverted: {
    type: 'swapReverted',
    inputsKey,
    hash: hash1,
    reason: 'InsufficientOutput',
  },
  walletRejected: { type: 'walletRejected', ...about },
  errorRaised: {
    type: 'errorRaised',
    inputsKey,
    error: {
      message: 'The network cannot be reached.',
      isRetryable: true,
      retryAfterSeconds: null,
    },
  },
  retryRequested: { type: 'retryRequested', inputsKey },
  reset: { type: 'reset' },
}

const englishI18n = createTestI18n()

/** A form with everything filled in, a wallet on the chain and a quote. */
export const readySwapForm = {
  input: {
    form: { hasSellToken: true, hasBuyToken: true, amountStatus: 'valid' },
    wallet: { status: 'connected', chainId: 999 },
    chain: { id: 999, status: 'ACTIVE' },
    quote: { status: 'ready', isNoRoute: false, issueCodes: [] },
    isBalanceInsufficient: false,
  },
  context: {
    i18n: englishI18n,
    format: createLocaleFormatters(englishI18n, 'en'),
    chainName: 'HyperEVM',
    sellSymbol: 'HYPE',
    nativeSymbol: 'HYPE',
  },
} satisfies Parameters<typeof getSwapAction>[1]
