import { useState } from 'react'
import { toSafeLogoUrl } from '../api/toSafeLogoUrl'

export type TokenLogoProps = {
  symbol: string
  address: string
  logoURI: string | null
  sizePx?: number
}

function initialOf(symbol: string) {
  return symbol.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '?'
}

/** A stable hue per address, dark enough for white text. */
function colorOf(address: string) {
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360
  return `hsl(${Number.isNaN(hue) ? 210 : hue} 45% 32%)`
}

/** The token's logo; its initial on a coloured disc when there is none. */
export function TokenLogo({
  symbol,
  address,
  logoURI,
  sizePx = 32,
}: TokenLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = toSafeLogoUrl(logoURI)
  const size = { width: sizePx, height: sizePx }
  if (!src || src === failedSrc) {
    return (
      <span
        className="token-logo token-logo--fallback"
        aria-hidden="true"
        data-fallback="true"
        style={{
          ...size,
          backgroundColor: colorOf(address),
          fontSize: sizePx * 0.45,
        }}
      >
        {initialOf(symbol)}
      </span>
    )
  }
  return (
    <img
      className="token-logo"
      src={src}
      alt=""
      width={sizePx}
      height={sizePx}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  )
}
