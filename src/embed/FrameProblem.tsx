import { Trans } from '@lingui/react/macro'
import { StartupError } from '../app/StartupError'
import type { DeploymentLoadFailure } from '../lib/loadDeployment'

export type FrameProblemProps = {
  problem:
    | { kind: 'alone' }
    | { kind: 'startup'; failure: DeploymentLoadFailure | null }
}

/**
 * What the frame shows instead of the card: that it was opened on its own
 * rather than embedded, or why it could not start. Loaded only then
 * (src/embed/main.tsx): never part of the frame's first load.
 */
export function FrameProblem({ problem }: FrameProblemProps) {
  if (problem.kind === 'startup') {
    return <StartupError failure={problem.failure} />
  }
  return (
    <p className="muted embed-alone">
      <Trans>
        This swap widget is meant to be embedded with <code>widget.js</code>.
      </Trans>
    </p>
  )
}
