/**
 * "Into": an arrow pointing the way the text runs. Decorative (the words
 * around it carry the meaning); mirrored right to left by `.icon-arrow`'s
 * rule in styles.css.
 */
export function ArrowIcon() {
  return (
    <svg
      className="icon icon-arrow"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M2 8h11M9 4l4 4-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
