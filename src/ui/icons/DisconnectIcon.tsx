/** A door with an arrow out: "disconnect". Decorative. */
export function DisconnectIcon() {
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
        d="M6.5 2.5h-3a1 1 0 00-1 1v9a1 1 0 001 1h3M10.5 5l3 3-3 3M13.5 8H6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
