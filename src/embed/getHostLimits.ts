import type { Address } from 'viem'
import type { HostSettings, SettingsValues } from '../features/settings'
import { isSameAddress } from '../lib/addressKey'

/**
 * Options a host may set that can cost the person money, each with the
 * exact value in effect. They wait for the person's confirmation in the
 * frame before anything is signed (HostLimitsGate).
 */
export type HostLimit =
  | { kind: 'slippage'; key: string; percent: string }
  | { kind: 'approval'; key: string }
  | { kind: 'recipient'; key: string; address: Address }

/** Above this, a slippage the host set needs the person's word. */
export const HOST_SLIPPAGE_CONFIRM_PERCENT = 1

export type GetHostLimitsParameters = {
  host: HostSettings
  /** The values in effect (the host's, or the person's own choices). */
  settings: SettingsValues
  /** The connected account; null before a wallet is connected. */
  account: Address | null
}

/**
 * The host-set values in effect that can cost money: a slippage above 1 %
 * (while the host's starting value is still in effect, not one the person
 * chose), unlimited approvals, a receiver other than the connected account
 * (any receiver before an account is known).
 */
export function getHostLimits({
  host,
  settings,
  account,
}: GetHostLimitsParameters): HostLimit[] {
  const limits: HostLimit[] = []
  const percent = settings.slippagePercent
  if (
    host.slippagePercent !== undefined &&
    Number(percent) > HOST_SLIPPAGE_CONFIRM_PERCENT
  ) {
    limits.push({ kind: 'slippage', key: `slippage:${percent}`, percent })
  }
  if (host.approvalMode === 'unlimited') {
    limits.push({ kind: 'approval', key: 'approval:unlimited' })
  }
  const recipient = host.recipient
  if (recipient && !(account && isSameAddress(account, recipient))) {
    limits.push({
      kind: 'recipient',
      key: `recipient:${recipient.toLowerCase()}`,
      address: recipient,
    })
  }
  return limits
}
