import type { ReactNode } from 'react'
import { SwapCardSkeleton } from '../app/SwapCardSkeleton'

/** The frame's page: the card is all there is. */
export function EmbedShell({ children }: { children: ReactNode }) {
  return <main className="embed-main">{children}</main>
}

/**
 * What the frame shows until the host's options are in: the card's shape.
 * embed.html carries the same markup (test/dom/embedShell.test.tsx), so the
 * first paint is the card, already in the partner's theme, and nothing
 * moves when React takes over.
 */
export function EmbedWaiting() {
  return (
    <EmbedShell>
      <SwapCardSkeleton label="Loading…" />
    </EmbedShell>
  )
}
