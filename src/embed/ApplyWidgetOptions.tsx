import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { Address } from 'viem'
import type { WidgetOptions } from '../../packages/swap-widget/src/protocol/widgetProtocol'
import {
  checkedRecipientModule,
  type HostSettings,
  useSettingsActions,
} from '../features/settings'
import { toFieldAmount, useSwapFormActions } from '../features/swap'
import { useFormatters, useLocale } from '../lib/i18n/LocaleProvider'
import { resolveLocale } from '../lib/i18n/resolveLocale'
import { useLazyModule } from '../lib/lazyModule'
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

/** A percent as the settings keep it ("0.5"), at most 4 decimals. */
const toPercentText = (percent: number | undefined) =>
  percent === undefined ? undefined : String(Number(percent.toFixed(4)))

/**
 * The host's settings, as what the host set for this widget only (the
 * settings store's host layer, never persisted): a starting slippage and a
 * maximum (a higher one in effect is brought down to it), a fixed
 * recipient, an approval mode.
 */
function toHostSettings(
  options: WidgetOptions,
  before: WidgetOptions,
  readRecipient: (value: unknown) => Address | null,
): HostSettings {
  const host: HostSettings = {}
  if (isChanged('slippage', options, before)) {
    host.slippagePercent = toPercentText(options.slippage?.default)
    host.maxSlippagePercent = toPercentText(options.slippage?.max)
  }
  if (isChanged('recipient', options, before)) {
    host.recipient = readRecipient(options.recipient) ?? undefined
  }
  if (isChanged('approvalMode', options, before)) {
    host.approvalMode = options.approvalMode
  }
  return host
}

/**
 * Puts the host's options into the form and settings stores. Only what the
 * host changed is applied: an `update({ amount })` keeps tokens the person
 * picked in the frame. The card mounts after the first options are in, so
 * it never starts from defaults of its own; they are put in before the
 * browser paints (a layout effect), so the empty frame in between is never
 * shown nor reported to the host as a height. A recipient is checked in
 * full, its EIP-55 checksum included, before it is applied: options that
 * carry one wait for that code (its own chunk).
 */
export function ApplyWidgetOptions({
  options,
  children,
}: ApplyWidgetOptionsProps) {
  const { formRestored } = useSwapFormActions()
  const { hostSettingsApplied } = useSettingsActions()
  const applied = useRef<WidgetOptions>({})
  const [isApplied, setIsApplied] = useState(false)
  // The first language came with the frame's URL; a host's update() that
  // changes it switches the frame (never remembered as the person's choice).
  const { chooseLocale } = useLocale()
  const { locale } = useFormatters()
  const hostLocale = options.locale
  const recipientCheck = useLazyModule(
    checkedRecipientModule,
    options.recipient !== undefined,
  )
  useEffect(() => {
    if (hostLocale === undefined) return
    chooseLocale(resolveLocale({ widgetLocale: hostLocale }), {
      isRemembered: false,
    })
  }, [hostLocale, chooseLocale])
  useLayoutEffect(() => {
    if (options.recipient !== undefined && !recipientCheck) return
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
    // Dot-decimal from the host, as the field shows it in the frame's
    // language ("0,5" in German).
    if (isChanged('amount', options, before) && options.amount !== undefined) {
      form.amountText = toFieldAmount(options.amount, locale)
    }
    if (Object.keys(form).length > 0) formRestored(form)
    const host = toHostSettings(
      options,
      before,
      recipientCheck?.readCheckedRecipient ?? (() => null),
    )
    if (Object.keys(host).length > 0) hostSettingsApplied(host)
    applyWidgetTheme(options.theme, document.documentElement)
    setIsApplied(true)
  }, [options, formRestored, hostSettingsApplied, locale, recipientCheck])
  return isApplied ? children : null
}
