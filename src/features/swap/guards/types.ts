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
  | 'fees'

export type GuardFailure = { ok: false; check: GuardCheck; message: string }

/** A guard's verdict; a failure says, in plain words, what did not match. */
export type GuardResult = { ok: true } | GuardFailure
