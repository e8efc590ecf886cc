import { Trans, useLingui } from '@lingui/react/macro'

export type TokenLookupState =
  | { status: 'idle' }
  | { status: 'invalid-checksum' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'found' }

export type TokenLookupNoticeProps = {
  state: TokenLookupState
  chainName: string
  onRetry: () => void
}

/** What became of an address pasted into the search box. */
export function TokenLookupNotice({
  state,
  chainName,
  onRetry,
}: TokenLookupNoticeProps) {
  const { t } = useLingui()
  switch (state.status) {
    case 'idle':
      return null
    case 'invalid-checksum':
      return (
        <p className="token-notice token-notice--warning">
          {t`This address fails its checksum. Check it for a typo.`}
        </p>
      )
    case 'loading':
      return (
        <p className="token-notice">
          <Trans>
            Looking up this address on <bdi>{chainName}</bdi>…
          </Trans>
        </p>
      )
    case 'not-found':
      return (
        <p className="token-notice">
          <Trans>
            No token at this address on <bdi>{chainName}</bdi>.
          </Trans>
        </p>
      )
    case 'error': {
      const { message } = state
      return (
        <div className="token-notice token-notice--warning">
          <p>{t`Could not look up this address: ${message}`}</p>
          <button type="button" className="token-button" onClick={onRetry}>
            {t`Try again`}
          </button>
        </div>
      )
    }
    case 'found':
      return (
        <p className="token-notice token-notice--warning">
          <Trans>
            This token is not on the <bdi>{chainName}</bdi> token list; it was
            found by its address. Anyone can create a token, so you will be
            asked to confirm before it is used.
          </Trans>
        </p>
      )
    default: {
      const unhandled: never = state
      return unhandled
    }
  }
}
