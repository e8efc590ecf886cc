import type { ReactNode } from 'react'

export type SpinnerProps = { label: ReactNode }

/** A small busy indicator with a text alternative. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
