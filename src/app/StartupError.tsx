import { Trans, useLingui } from '@lingui/react/macro'
import type { DeploymentLoadFailure } from '../lib/loadDeployment'

export type StartupErrorProps = {
  /** Why the deployment's settings could not be used; null when the page's
   * own code could not load. */
  failure: DeploymentLoadFailure | null
}

function useReason(failure: DeploymentLoadFailure | null) {
  const { t } = useLingui()
  switch (failure?.reason) {
    case undefined:
      return t`The page could not load its code. Check your connection and try again.`
    case 'unreachable':
      return t`This site's settings could not be loaded: the server did not answer. Check your connection and try again.`
    case 'status': {
      const { status } = failure
      return t`This site's settings could not be loaded: the server answered ${status}. Try again in a moment.`
    }
    case 'not-json':
      return t`This site's settings could not be read: the server's answer is not JSON.`
    case 'invalid': {
      const { detail } = failure
      return t`This site's settings are invalid (${detail}). The site's operator has to fix them.`
    }
  }
}

/**
 * What the page shows when it cannot start, in place of the shell: the
 * reason in words and a way to retry. Loaded only then (main.tsx).
 */
export function StartupError({ failure }: StartupErrorProps) {
  return (
    <main className="app-error" role="alert">
      <h1>
        <Trans>The swap could not start</Trans>
      </h1>
      <p>{useReason(failure)}</p>
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
