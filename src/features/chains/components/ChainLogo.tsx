export type ChainLogoProps = {
  chainId: number
  /** The registry's name, through the display rule. */
  name: string
}

/** Up to two letters: the first of each of the name's first two words. */
const monogramOf = (name: string) =>
  name
    .split(' ', 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase()

/** A stable hue per chain id, dark enough for white letters. */
const hueOf = (chainId: number) => (chainId * 137) % 360

/**
 * A chain's mark: its monogram on a disc of its own colour, drawn by CSS
 * (`.chain-logo`: its size, and the letters from `data-monogram`). The registry carries
 * no logos, and the CSP (img-src 'self' data:) would block a remote one:
 * nothing is fetched. Hidden from assistive technology and drawn as
 * generated content, so its letters are no part of the name or the text
 * of the control it sits in: the chain's name is written beside it.
 */
export function ChainLogo({ chainId, name }: ChainLogoProps) {
  const monogram = monogramOf(name)
  return (
    <span
      className="chain-logo"
      aria-hidden="true"
      data-monogram={monogram}
      style={{ backgroundColor: `hsl(${hueOf(chainId)} 50% 34%)` }}
    />
  )
}
