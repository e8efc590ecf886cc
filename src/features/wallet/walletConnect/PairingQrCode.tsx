import { useLingui } from '@lingui/react/macro'
import { encode } from 'uqr'

export type PairingQrCodeProps = {
  /** The `wc:` pairing URI. */
  uri: string
}

/** Modules of light border around the code, as the QR standard asks. */
const QUIET_ZONE = 4

/**
 * The pairing URI as a QR code, drawn as one SVG path (no inline styles: the
 * CSP allows none; presentation attributes only). Dark on white in both
 * themes, since phone cameras read that best.
 */
export function PairingQrCode({ uri }: PairingQrCodeProps) {
  const { t } = useLingui()
  const { data, size } = encode(uri, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
    })
  })
  const side = size + QUIET_ZONE * 2
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={t`QR code of the WalletConnect link`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
