import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { OfflineBanner } from './OfflineBanner'
import { ThemeToggle } from './ThemeToggle'

export type AppLayoutProps = {
  /** The account button once wallets are available. */
  account: ReactNode
  children: ReactNode
}

/**
 * The page inside #root. The footer is not React's: index.html carries it
 * after #root, so the largest text of the first paint stays the same element
 * once the app renders (the shell's paint is the page's largest contentful
 * paint, not the moment React replaced it). AppFooter fills it in.
 */
export function AppLayout({ account, children }: AppLayoutProps) {
  const { t } = useLingui()
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to the swap`}
      </a>
      <header className="app-header">
        <span className="brand">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          {t({
            message: 'Swap',
            comment: "The product's name in the page header",
          })}
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
    </>
  )
}
