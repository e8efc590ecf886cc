import { Trans } from '@lingui/react/macro'

export type UnusableTokenNoticeProps = {
  tokens: readonly ({ hasUnsafeDecimals: boolean; decimals: number } | null)[]
}

/**
 * Why nothing is quoted for a token on the card whose decimals the app
 * cannot compute with (one from a link or a host's options: the picker
 * refuses them).
 */
export function UnusableTokenNotice({ tokens }: UnusableTokenNoticeProps) {
  const unusable = tokens.find((token) => token?.hasUnsafeDecimals)
  if (!unusable) return null
  const decimals = String(unusable.decimals)
  return (
    <p className="text-error" role="alert">
      <Trans>
        This token reports {decimals} decimals, so amounts cannot be computed
        safely.
      </Trans>
    </p>
  )
}
