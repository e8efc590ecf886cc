import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useHostSettings, useSettings } from '../features/settings'
import { type SwapHost, SwapHostProvider } from '../features/swap'
import { useWalletAccount } from '../features/wallet'
import { lazyModule, useLazyModule } from '../lib/lazyModule'
import type { BridgeProvider } from './createBridgeProvider'
import { getHostLimits } from './getHostLimits'
import { useFrameVisibilityArm } from './useFrameVisibilityArm'

// Only a host that sets such limits shows the notice: its words are not
// part of the frame's first load. The hold on signing needs none of them.
const hostLimitsNotice = lazyModule(() => import('./HostLimitsNotice'))

export type HostLimitsGateProps = {
  /** What the widget's host hears and hides (events, hidden parts). */
  host: Omit<SwapHost, 'signingHold' | 'pressHold'>
  /** The bridged host wallet, if lent: it also refuses to send meanwhile. */
  bridge: BridgeProvider | null
  children: ReactNode
}

/**
 * Settings the host chose that can cost the person money wait for their
 * confirmation here, in the frame, before the first signature: the swap
 * card's button holds (SwapHost.signingHold) and the bridged wallet refuses
 * transactions until then. A confirmation covers the exact values shown:
 * when the host changes one of them (update()), that one is asked again.
 * Nothing here depends on what the host hides. Presses on the confirmation
 * and on the card's button count only once the frame has been in plain
 * sight for a second (SwapHost.pressHold), so a partner page cannot collect
 * them through a frame it made invisible.
 */
export function HostLimitsGate({
  host,
  bridge,
  children,
}: HostLimitsGateProps) {
  const { t } = useLingui()
  const hostSettings = useHostSettings()
  const slippagePercent = useSettings((s) => s.slippagePercent)
  const recipient = useSettings((s) => s.recipient)
  const approvalMode = useSettings((s) => s.approvalMode)
  const account = useWalletAccount().address
  const limits = getHostLimits({
    host: hostSettings,
    settings: { slippagePercent, recipient, approvalMode },
    account,
  })
  const currentKeys = limits.map((limit) => limit.key).join('\n')
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())
  // A value that is no longer in effect loses its confirmation: if it comes
  // back, it is asked again.
  useEffect(() => {
    const keys = new Set(currentKeys.split('\n'))
    setConfirmed((before) => {
      const kept = [...before].filter((key) => keys.has(key))
      return kept.length === before.size ? before : new Set(kept)
    })
  }, [currentKeys])
  const pending = limits.filter((limit) => !confirmed.has(limit.key))
  const notice = useLazyModule(hostLimitsNotice, pending.length > 0)
  const signingHold =
    pending.length > 0
      ? t`Confirm the settings this site chose, above, before anything is signed.`
      : null
  useEffect(() => {
    bridge?.holdSigning(signingHold)
  }, [bridge, signingHold])
  const pressHold = useFrameVisibilityArm(
    account !== undefined || pending.length > 0,
  )
  const value = useMemo<SwapHost>(
    () => ({ ...host, signingHold, pressHold }),
    [host, signingHold, pressHold],
  )
  return (
    <SwapHostProvider host={value}>
      {notice && pending.length > 0 ? (
        <notice.HostLimitsNotice
          limits={pending}
          pressHold={pressHold}
          onConfirm={() =>
            setConfirmed(
              (before) =>
                new Set([...before, ...pending.map((limit) => limit.key)]),
            )
          }
        />
      ) : null}
      {children}
    </SwapHostProvider>
  )
}
