import type { Address } from 'viem'
import type {
  PartnerQuoteResponse,
  QuoteIssue,
  ValidationCheck,
} from '../../../../schema/partner'
import type { Route, TokenInfo } from '../../../../schema/swap'

/** What a quote was asked for; a quote is shown only for its own inputs. */
export type QuoteInputs = {
  chainId: number
  src: Address
  dst: Address
  /** Raw sell amount, decimal string. */
  amount: string
}

export type QuoteKind = 'indicative' | 'executable'

/**
 * Either quote endpoint's answer in one shape for display. An executable
 * quote also keeps the partner answer as received, calldata included: while
 * it is valid and its calldata was never offered to the wallet, it is the
 * quote signed (the upstream allows 20 requests a minute for every user, so
 * Review does not ask again). Calldata is still single-use: the flow that
 * offered it to the wallet never offers it again and clears it from the
 * cache (../lifecycle/steps/signStep.ts).
 */
export type Quote = {
  kind: QuoteKind
  inputs: QuoteInputs
  dstAmount: bigint
  /** From the transaction (executable); null when it must be computed. */
  minAmountOut: bigint | null
  gasUnits: bigint | null
  /** gasPrice (legacy) or maxFeePerGas (eip1559); null when not quoted. */
  gasPriceWei: bigint | null
  isGasPriceMaximum: boolean
  routes: Route[] | null
  srcToken: TokenInfo | null
  dstToken: TokenInfo | null
  issues: QuoteIssue[]
  validation: {
    balance: ValidationCheck
    allowance: ValidationCheck
    gas: ValidationCheck
  } | null
  simulationStatus: 'SUCCESS' | 'INCOMPLETE' | 'SKIPPED_METRIC_STATE' | null
  blockNumber: bigint | null
  payer: Address | null
  recipient: Address | null
  quoteId: string | null
  /** Local clock. */
  receivedAtMs: number
  /** Server clock, as sent. */
  generatedAtMs: number | null
  /** Local clock, corrected for the server's skew; null when unknown. */
  expiresAtMs: number | null
  validForSeconds: number | null
  /** The executable answer as received (null for indicative quotes). */
  partnerResponse: PartnerQuoteResponse | null
}
