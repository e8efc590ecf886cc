/**
 * The arrow between two steps of a route. Drawn, not typed: a "→" in the
 * text would point the wrong way in a right-to-left language, while this
 * one is mirrored there by compare.css (`[dir='rtl'] .route-arrow`).
 * Decorative: the route's words ride beside it for screen readers.
 */
export function RouteArrow() {
  return (
    <svg
      className="route-arrow"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 8h11M9 4l4 4-4 4" />
    </svg>
  )
}
