import type { ReactNode } from 'react'
import { AppLayout } from './AppLayout'
import { SwapCardSkeleton } from './SwapCardSkeleton'

export type AppShellProps = {
  /** What is being waited for, for screen readers. */
  label: ReactNode
}

/** The page before the swap card is ready; index.html carries a copy. */
export function AppShell({ label }: AppShellProps) {
  return (
    <AppLayout
      account={
        <span className="skeleton-bar skeleton-account" aria-hidden="true" />
      }
    >
      <SwapCardSkeleton label={label} />
    </AppLayout>
  )
}
