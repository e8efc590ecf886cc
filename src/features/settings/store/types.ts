import type { Address } from 'viem'

export type ApprovalMode = 'exact' | 'unlimited'

export type SettingsValues = {
  /** Percent as the API takes it: "0.5" is 0.5%. */
  slippagePercent: string
  /** Where the output goes; null sends it to the connected wallet. */
  recipient: Address | null
  approvalMode: ApprovalMode
}

export type SettingsActions = {
  slippageChosen: (percent: string) => void
  recipientChanged: (recipient: Address | null) => void
  approvalModeChosen: (mode: ApprovalMode) => void
  settingsReset: () => void
}

export type SettingsState = SettingsValues & { actions: SettingsActions }
