import { type ReactNode, useId } from 'react'

export type CompareFigureProps = {
  /** Also the figure's accessible name. */
  label: string
  children: ReactNode
  /** Where the figure comes from, shown under it. */
  note?: ReactNode
  isStale?: boolean
}

/**
 * One figure, named by its caption, so assistive technology and browser
 * tests find it by name ("Aggregator output"); the exact raw amount rides in
 * a <data value>.
 */
export function CompareFigure({
  label,
  children,
  note,
  isStale = false,
}: CompareFigureProps) {
  const captionId = useId()
  // The caption names the figure natively; aria-labelledby says it again for
  // engines that do not derive the name from <figcaption>.
  return (
    <figure
      className={isStale ? 'compare-figure is-stale' : 'compare-figure'}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId}>{label}</figcaption>
      <div className="compare-figure-value">
        {children}
        {note ? <span className="compare-note">{note}</span> : null}
      </div>
    </figure>
  )
}
