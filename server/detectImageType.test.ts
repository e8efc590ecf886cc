import { describe, expect, test } from 'vitest'
import { detectImageType } from './detectImageType'
import { PNG_1X1 } from './testing/startLogoServer'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('detectImageType', () => {
  test('behavior: PNG, JPEG, GIF and WebP are told by their first bytes', () => {
    expect(detectImageType(PNG_1X1)).toBe('image/png')
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe(
      'image/jpeg',
    )
    expect(detectImageType(bytes('GIF89a....'))).toBe('image/gif')
    expect(detectImageType(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(
      'image/webp',
    )
  })

  test('behavior: an SVG document is one, past its XML declaration and comments', () => {
    expect(
      detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('image/svg+xml')
    expect(
      detectImageType(
        bytes('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg width="1">'),
      ),
    ).toBe('image/svg+xml')
  })

  test('behavior: HTML, JSON, SVG with a DOCTYPE, text and nothing are refused', () => {
    for (const text of [
      '<!doctype html><svg onload=alert(1)>',
      '<html><body><svg></svg></body></html>',
      '{"svg": true}',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>',
      '<svgfoo>',
      'PNG',
      '',
    ]) {
      expect(detectImageType(bytes(text)), text).toBeNull()
    }
  })
})
