import type { I18n } from '@lingui/core'
import type { Address, Hex, PublicClient } from 'viem'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'

/** Which pre-signature check refused the data. */
export type GuardCheck =
  | 'router'
  | 'chain'
  | 'expired'
  | 'mismatch'
  | 'spender'
  | 'approval-target'
  | 'approval-selector'
  | 'approval-amount'
  | 'code-hash'
  | 'simulation'
  | 'calldata'
  | 'output'
  | 'debit'
  | 'fees'

export type GuardFailure = { ok: false; check: GuardCheck; message: string }

/** A guard's verdict; a failure says, in plain words, what did not match. */
export type GuardResult = { ok: true } | GuardFailure

/** The fee fields the wallet is asked to sign, one kind or the other. */
export type SwapFeeFields =
  | { gasPrice: bigint }
  | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** The exact transaction the wallet would sign, as the guards measure it. */
export type SwapTransactionFields = {
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  fees: SwapFeeFields
}

/**
 * The payer's native coin and sell token, the payer's buy token and the
 * recipient's buy token (the native sentinel reads the native coin).
 */
export type SwapBalances = {
  payerNativeWei: bigint
  payerSellWei: bigint
  payerBuyWei: bigint
  recipientBuyWei: bigint
}

/** The balances around the exact transaction, as the node simulated it. */
export type SwapMeasurement = {
  method: 'eth_simulateV1' | 'eth_call'
  before: SwapBalances
  after: SwapBalances
  /** Network fee the payer paid in the simulation (0 where it paid none). */
  feePaidWei: bigint
  /** The most that fee may be: gas × max fee per gas (0 where none paid). */
  feeAllowanceWei: bigint
  gasUsed: bigint
}

export type MeasureSwapParameters = GuardWords & {
  client: Pick<PublicClient, 'simulateBlocks' | 'call'>
  payer: Address
  recipient: Address
  sellToken: Address
  buyToken: Address
  tx: SwapTransactionFields
}

/** The language a guard words its refusal in: English when not given. */
export type GuardWords = { i18n?: I18n | undefined }

export const guardI18n = ({ i18n }: GuardWords): I18n =>
  i18n ?? createSourceI18n()
