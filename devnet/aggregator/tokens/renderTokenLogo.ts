import { keccak256, toHex } from 'viem'

type RenderTokenLogoParameters = {
  symbol: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** A round badge with the symbol on a colour derived from it, as SVG. */
export function renderTokenLogo({ symbol }: RenderTokenLogoParameters) {
  const hash = keccak256(toHex(symbol))
  const hue = Number.parseInt(hash.slice(2, 6), 16) % 360
  const label = [...symbol.toUpperCase()].slice(0, 4).join('')
  const text = label.replace(/[&<>"']/g, (char) => escapes[char] ?? char)
  const fontSize = label.length <= 3 ? 24 : 18
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 65% 42%)"/>`,
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
}
