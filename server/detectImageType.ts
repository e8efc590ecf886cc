/**
 * A logo's type from its first bytes, never from what its server says: a
 * host that labels HTML as image/png gets nothing served. PNG, JPEG, GIF
 * and WebP by their signatures; SVG when the text, past an XML
 * declaration and comments, opens an <svg> element and declares no
 * DOCTYPE (no entities). Anything else is null.
 */

export type ImageType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/svg+xml'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const svgPrologue =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/

function isSvg(bytes: Uint8Array) {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  return svgPrologue.test(text) && !/<!DOCTYPE|<!ENTITY/i.test(text)
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png'
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a'))
  ) {
    return 'image/gif'
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return 'image/webp'
  }
  return isSvg(bytes) ? 'image/svg+xml' : null
}
