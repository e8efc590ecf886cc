/**
 * "Opens elsewhere", for a link to another site (a block explorer).
 * Decorative: the link's words name where it goes.
 */
export function ExternalLinkIcon() {
  return (
    <svg
      className="icon icon-external"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M9 3h4v4M13 3L7.5 8.5M11 9.5V13H3V5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
