export type StartupErrorProps = { message: string }

/**
 * What the page shows when it cannot start (its settings could not be
 * loaded), in place of the shell: the reason in words and a way to retry.
 */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main className="app-error" role="alert">
      <h1>The swap could not start</h1>
      <p>{message}</p>
      <button
        type="button"
        className="button-primary"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </main>
  )
}
