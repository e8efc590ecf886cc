import type { ReactNode } from 'react'

export type BannerTone = 'info' | 'warning' | 'error'

export type BannerProps = {
  tone: BannerTone
  title?: ReactNode
  children: ReactNode
  action?: ReactNode
}

/** A message strip; warnings and errors are announced to screen readers. */
export function Banner({ tone, title, children, action }: BannerProps) {
  return (
    <div
      className={`banner banner-${tone}`}
      role={tone === 'info' ? 'status' : 'alert'}
    >
      <div className="banner-text">
        {title ? <strong className="banner-title">{title}</strong> : null}
        <span>{children}</span>
      </div>
      {action ? <div className="banner-action">{action}</div> : null}
    </div>
  )
}
