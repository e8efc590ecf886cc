import { Trans } from '@lingui/react/macro'

export type StartupErrorProps = { message: string }

/** The page when its configuration cannot be read: nothing else can run. */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main className="app-error" role="alert">
      <h1>
        <Trans>The app is misconfigured</Trans>
      </h1>
      <p>{message}</p>
    </main>
  )
}
