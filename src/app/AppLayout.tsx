import type { ReactNode } from 'react'
import { OfflineBanner } from './OfflineBanner'
import { ThemeToggle } from './ThemeToggle'

export type AppLayoutProps = {
  /** The account button once wallets are available. */
  account: ReactNode
  children: ReactNode
}

export function AppLayout({ account, children }: AppLayoutProps) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to the swap
      </a>
      <header className="app-header">
        <span className="brand">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Swap
        </span>
        <div className="header-actions">
          <ThemeToggle />
          {account}
        </div>
      </header>
      <main id="main" className="app-main">
        <OfflineBanner />
        {children}
      </main>
      <footer className="app-footer muted">
        Prices come from the aggregation service through this site's proxy.
        Always check amounts in your wallet before signing.
      </footer>
    </div>
  )
}
