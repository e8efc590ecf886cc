import type { ReactNode } from 'react'

export type IconProps = {
  /** Its side in CSS pixels; it follows the text's size by default. */
  size?: number | string
  className?: string
}

/**
 * The frame of every icon: a 24-unit stroke drawing in the text's colour,
 * hidden from assistive technology (the control it sits in has the name).
 */
export function Icon({
  size = '1.25em',
  className,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
