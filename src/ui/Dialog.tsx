import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'

export type DialogProps = {
  isOpen: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Element to focus first; defaults to the first focusable one. */
  initialFocusRef?: React.RefObject<HTMLElement | null>
  /**
   * Where focus goes when the dialog closes, asked at that moment: an
   * element to take it instead of the control that opened it (the account
   * chip once a wallet connected), or null for that control.
   */
  returnFocus?: () => HTMLElement | null
  className?: string
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Can take focus back: still on the page, not <body>, not disabled. */
function canTakeFocus(element: Element | null | undefined) {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    !element.matches(':disabled')
  )
}

/**
 * Where focus returns: the caller's choice, else the control that opened
 * the dialog; where neither can take it (the opener replaced, or the dialog
 * opened by the page itself), the first control of the page's main
 * landmark. Never <body>: a keyboard user would start over from the top.
 */
function getReturnTarget(choice: HTMLElement | null, opener: Element | null) {
  if (canTakeFocus(choice)) return choice
  if (canTakeFocus(opener)) return opener as HTMLElement
  return document
    .querySelector('main')
    ?.querySelector<HTMLElement>(focusableSelector)
}

/**
 * Modal dialog: labelled, focus trapped inside while open, Escape and the
 * backdrop close it, focus returns to what opened it (getReturnTarget).
 */
export function Dialog({
  isOpen,
  title,
  onClose,
  children,
  initialFocusRef,
  returnFocus,
  className,
}: DialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  // The latest: asked only when the dialog closes.
  const returnFocusRef = useRef(returnFocus)
  returnFocusRef.current = returnFocus

  useEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement
    const panel = panelRef.current
    const first =
      initialFocusRef?.current ??
      panel?.querySelector<HTMLElement>(focusableSelector) ??
      panel
    first?.focus()
    return () =>
      getReturnTarget(returnFocusRef.current?.() ?? null, opener)?.focus()
  }, [isOpen, initialFocusRef])

  useEffect(() => {
    if (!isOpen) return
    function onPointerDown(event: MouseEvent) {
      const panel = panelRef.current
      if (panel && !panel.contains(event.target as Node)) onClose()
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [isOpen, onClose])

  if (!isOpen) return null

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = [
      ...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector),
    ]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `dialog ${className}` : 'dialog'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* Not <header>: outside a sectioning element it would be a second
            banner landmark beside the page's own. */}
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Close`}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
