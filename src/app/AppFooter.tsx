import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { LanguageSelect } from './LanguageSelect'

const collapse = (text: string | null) =>
  (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * index.html's footer, outside React's root (see AppLayout): its note is
 * rewritten only when the page speaks another language than the HTML's
 * English (so in English the first paint's largest text stays the same
 * node), and the language selector fills the room the HTML keeps for it.
 */
export function AppFooter() {
  const { t } = useLingui()
  const [footer] = useState(() =>
    document.querySelector<HTMLElement>('.app-footer'),
  )
  const note = t`Prices come from the aggregation service through this site's proxy. Always check amounts in your wallet before signing.`
  useLayoutEffect(() => {
    const element = footer?.querySelector('.footer-note')
    if (element && collapse(element.textContent) !== note) {
      element.textContent = note
    }
  }, [footer, note])
  const controls = footer?.querySelector('.footer-controls')
  return controls ? createPortal(<LanguageSelect />, controls) : null
}
