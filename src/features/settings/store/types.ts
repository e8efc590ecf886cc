import type { Address } from 'viem'

export type ApprovalMode = 'exact' | 'unlimited'

export type SettingsValues = {
  /** Percent as the API takes it: "0.5" is 0.5%. */
  slippagePercent: string
  /** Where the output goes; null sends it to the connected wallet. */
  recipient: Address | null
  approvalMode: ApprovalMode
}

/**
 * What a page embedding the app (the widget's host) set for this mounted
 * app only: never persisted. `slippagePercent` and `approvalMode` are
 * starting values the person may change; `maxSlippagePercent` caps the
 * slippage in effect; `recipient` is fixed.
 */
export type HostSettings = {
  slippagePercent?: string
  maxSlippagePercent?: string
  recipient?: Address
  approvalMode?: ApprovalMode
}

export type SettingsActions = {
  slippageChosen: (percent: string) => void
  recipientChanged: (recipient: Address | null) => void
  approvalModeChosen: (mode: ApprovalMode) => void
  settingsReset: () => void
  /** The host's values: each key given replaces the one it set before. */
  hostSettingsApplied: (host: HostSettings) => void
}

/**
 * The values in effect at the top (what every reader uses), the person's
 * own choices (`own`, the only part persisted) and the host's (`host`).
 */
export type SettingsState = SettingsValues & {
  own: SettingsValues
  host: HostSettings
  actions: SettingsActions
}
