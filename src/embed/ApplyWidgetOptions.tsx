import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { type Address, isAddressEqual } from 'viem'
import type { WidgetOptions } from '../../schema/widgetProtocol'
import { useSettings, useSettingsActions } from '../features/settings'
import { useSwapFormActions } from '../features/swap'
import { applyWidgetTheme } from './applyWidgetTheme'

export type ApplyWidgetOptionsProps = {
  options: WidgetOptions
  /** Mounted once the first options are in the stores. */
  children: ReactNode
}

const isChanged = <K extends keyof WidgetOptions>(
  key: K,
  next: WidgetOptions,
  before: WidgetOptions,
) =>
  next[key] !== undefined &&
  JSON.stringify(next[key]) !== JSON.stringify(before[key])

/**
 * What the host fixed stays fixed: a slippage typed above the host's
 * maximum is brought back to it, a recipient changed in the frame's settings
 * is set back to the host's.
 */
function useHostLimits({ slippage, recipient }: WidgetOptions) {
  const settings = useSettingsActions()
  const slippagePercent = useSettings((s) => s.slippagePercent)
  const currentRecipient = useSettings((s) => s.recipient)
  const maxPercent = slippage?.max
  useEffect(() => {
    if (maxPercent !== undefined && Number(slippagePercent) > maxPercent) {
      settings.slippageChosen(String(maxPercent))
    }
  }, [maxPercent, slippagePercent, settings])
  useEffect(() => {
    if (
      recipient &&
      !(
        currentRecipient &&
        isAddressEqual(currentRecipient, recipient as Address)
      )
    ) {
      settings.recipientChanged(recipient as Address)
    }
  }, [recipient, currentRecipient, settings])
}

/**
 * Puts the host's options into the form and settings stores. Only what the
 * host changed is applied: an `update({ amount })` keeps tokens the person
 * picked in the frame. The card mounts after the first options are in, so
 * it never starts from defaults of its own; they are put in before the
 * browser paints (a layout effect), so the empty frame in between is never
 * shown nor reported to the host as a height.
 */
export function ApplyWidgetOptions({
  options,
  children,
}: ApplyWidgetOptionsProps) {
  const { formRestored } = useSwapFormActions()
  const settings = useSettingsActions()
  const applied = useRef<WidgetOptions>({})
  const [isApplied, setIsApplied] = useState(false)
  useLayoutEffect(() => {
    const before = applied.current
    applied.current = options
    const form: Parameters<typeof formRestored>[0] = {}
    if (isChanged('chainId', options, before)) form.chainId = options.chainId
    if (isChanged('sellToken', options, before)) {
      form.sellToken = options.sellToken as Address
    }
    if (isChanged('buyToken', options, before)) {
      form.buyToken = options.buyToken as Address
    }
    if (isChanged('amount', options, before)) form.amountText = options.amount
    if (Object.keys(form).length > 0) formRestored(form)
    const slippage = options.slippage?.default
    if (isChanged('slippage', options, before) && slippage !== undefined) {
      settings.slippageChosen(String(slippage))
    }
    if (isChanged('recipient', options, before)) {
      settings.recipientChanged(options.recipient as Address)
    }
    if (options.approvalMode && isChanged('approvalMode', options, before)) {
      settings.approvalModeChosen(options.approvalMode)
    }
    applyWidgetTheme(options.theme, document.documentElement)
    setIsApplied(true)
  }, [options, formRestored, settings])
  useHostLimits(options)
  return isApplied ? children : null
}
