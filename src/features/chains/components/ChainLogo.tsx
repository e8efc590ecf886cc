export type ChainLogoProps = {
  chainId: number
  /** The registry's name, through the display rule. */
  name: string
  sizePx?: number
}

/** Up to two letters: the first of each of the name's first two words. */
function monogramOf(name: string) {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/** A stable hue per chain id, dark enough for white letters. */
const hueOf = (chainId: number) => (chainId * 137) % 360

/**
 * A chain's mark: its monogram on a disc of its own colour, drawn here.
 * The registry carries no logos, and the CSP (img-src 'self' data:) would
 * block a remote one; nothing is fetched. Decorative: the chain's name is
 * always written beside it.
 */
export function ChainLogo({ chainId, name, sizePx = 20 }: ChainLogoProps) {
  const monogram = monogramOf(name)
  return (
    <svg
      className="chain-logo"
      viewBox="0 0 24 24"
      width={sizePx}
      height={sizePx}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={`hsl(${hueOf(chainId)} 50% 34%)`} />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={monogram.length > 1 ? 10 : 13}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {monogram}
      </text>
    </svg>
  )
}
