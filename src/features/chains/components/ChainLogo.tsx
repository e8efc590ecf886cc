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

/** The monogram on a disc of the chain's colour, as an SVG data URL. */
function toChainLogoUrl(chainId: number, name: string): string {
  const monogram = monogramOf(name)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="hsl(${hueOf(chainId)} 50% 34%)"/><text x="12" y="16" text-anchor="middle" fill="#fff" font-size="${monogram.length > 1 ? 10 : 13}" font-weight="700" font-family="sans-serif">${monogram}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * A chain's mark: its monogram on a disc of its own colour, drawn here as
 * an image from a data: URL. The registry carries no logos, and the CSP
 * (img-src 'self' data:) would block a remote one: nothing is fetched. An
 * image, not inline SVG text, so its letters are no part of the text of
 * the control it sits in (the chain's name is written beside it, and is
 * the control's name).
 */
export function ChainLogo({ chainId, name, sizePx = 20 }: ChainLogoProps) {
  return (
    <img
      className="chain-logo"
      src={toChainLogoUrl(chainId, name)}
      alt=""
      width={sizePx}
      height={sizePx}
    />
  )
}
