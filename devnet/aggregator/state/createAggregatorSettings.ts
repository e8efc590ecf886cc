import type { operationalStatuses } from '../../../schema/partner'

export type OperationalStatus = (typeof operationalStatuses)[number]
export type TransactionType = 'eip1559' | 'legacy'

/** What tests and the devnet switch at run time, without a restart. */
export type AggregatorSettingsValues = {
  txType: TransactionType
  operationalStatus: OperationalStatus
  /** Lifetime of a partner quote; also the calldata's deadline. */
  validForSeconds: number
  /** Serve the hostile token list (tokens/toHostileTokens.ts). */
  hostileTokenList: boolean
}

export type AggregatorSettings = {
  get: () => AggregatorSettingsValues
  update: (patch: Partial<AggregatorSettingsValues>) => AggregatorSettingsValues
}

export const defaultSettings: AggregatorSettingsValues = {
  txType: 'eip1559',
  operationalStatus: 'ACTIVE',
  validForSeconds: 30,
  hostileTokenList: false,
}

export function createAggregatorSettings(
  initial: Partial<AggregatorSettingsValues> = {},
): AggregatorSettings {
  let values = { ...defaultSettings, ...initial }
  return {
    get: () => values,
    update(patch) {
      values = { ...values, ...patch }
      return values
    },
  }
}
