import { Trans } from '@lingui/react/macro'

export type StartupErrorProps = {
  /** Why, in words (the deployment's settings could not be loaded); null
   * when the page's own code could not load. */
  message: string | null
}

/**
 * What the page shows when it cannot start, in place of the shell: the
 * reason in words and a way to retry.
 */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main className="app-error" role="alert">
      <h1>
        <Trans>The swap could not start</Trans>
      </h1>
      <p>
        {message ?? (
          <Trans>
            The page could not load its code. Check your connection and try
            again.
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="button-primary"
        onClick={() => window.location.reload()}
      >
        <Trans>Try again</Trans>
      </button>
    </main>
  )
}
