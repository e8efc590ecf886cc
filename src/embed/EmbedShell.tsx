import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SwapCardSkeleton } from '../app/SwapCardSkeleton'

/**
 * The frame's page: the card is all there is. Its main landmark is named
 * by the card's title (SwapCardHeader's h1), so it stays apart from the
 * partner page's own main, which a screen reader lists beside it.
 */
export function EmbedShell({ children }: { children: ReactNode }) {
  return (
    <main className="embed-main" aria-labelledby="swap-card-title">
      {children}
    </main>
  )
}

/**
 * What the frame shows until the host's options are in: the card's shape,
 * in the frame's language. embed.html carries the same markup without words
 * (test/dom/embedShell.test.tsx), so the first paint is
 * the card, already in the partner's theme, in no language until this
 * renders: a frame created with `locale: 'zh-CN'` never shows English.
 */
export function EmbedWaiting() {
  const { t } = useLingui()
  return (
    <EmbedShell>
      <SwapCardSkeleton label={t`Loading…`} />
    </EmbedShell>
  )
}
