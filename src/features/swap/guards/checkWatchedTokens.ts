// The chain's listed tokens the payer has approved to the router, read
// before and after the simulated swap: none may fall. A program that
// spends a token the payer once approved without limit, by a path no log
// shows, is refused here.
import { msg } from '@lingui/core/macro'
import {
  fail,
  type GuardResult,
  type GuardWords,
  guardI18n,
  type WatchedBalance,
} from './types'

type CheckWatchedTokensParameters = GuardWords & {
  watched: readonly WatchedBalance[]
}

export function checkWatchedTokens(
  parameters: CheckWatchedTokensParameters,
): GuardResult {
  const fallen = parameters.watched.find(
    ({ beforeWei, afterWei }) => afterWei < beforeWei,
  )
  if (!fallen) return { ok: true }
  const i18n = guardI18n(parameters)
  const units = String(fallen.beforeWei - fallen.afterWei)
  const token = fallen.token
  return fail(
    'debit',
    i18n._(
      msg`Simulated, this swap would lower your balance of the token at ${token} by ${units} (smallest units), a token you approved to the router and are not swapping. Nothing was sent to your wallet.`,
    ),
  )
}
