import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

// Arabic is written right to left: the page mirrors itself only when its
// styles speak of the inline start and end (margin-inline-start,
// text-align: end…), never of left and right. This check reads every
// stylesheet of src/ and fails on a physical left/right declaration. One
// that must stay physical (a spinner's turn, a transform-origin mirrored
// by a :dir(rtl) rule beside it) carries a `/* physical: why */` comment
// on its line or the line above.

const ROOT = join(import.meta.dirname, '../..')

type Finding = { line: number; declaration: string; why: string }

/** Properties whose four-value form runs top, right, bottom, left. */
const boxShorthands = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
])

/** Splits a value at top-level spaces (not inside parentheses). */
function valuesOf(value: string) {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current)
      current = ''
    } else current += char
  }
  if (current) parts.push(current)
  return parts
}

/** Corner radii in CSS order (top-left, top-right, bottom-right,
 * bottom-left) from a border-radius's horizontal part. */
function cornersOf(value: string) {
  const [a, b = a, c = a, d = b] = valuesOf(value.split('/')[0] ?? '')
  return [a, b, c, d]
}

/** Why `property: value` reads left and right, or null when it does not. */
function physicalReason(property: string, value: string): string | null {
  if (/(^|-)(left|right)(-|$)/.test(property)) {
    return 'a physical property: use its inline-start/inline-end form'
  }
  const bare = value.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '')
  if (/\b(left|right)\b/.test(bare)) {
    return 'a physical keyword: use start/end (or mirror it under :dir(rtl))'
  }
  if (boxShorthands.has(property)) {
    const values = valuesOf(bare)
    if (values.length === 4 && values[1] !== values[3]) {
      return 'a four-value shorthand with different right and left: use the -block and -inline forms'
    }
  }
  if (property === 'border-radius') {
    const [topLeft, topRight, bottomRight, bottomLeft] = cornersOf(bare)
    if (topLeft !== topRight || bottomLeft !== bottomRight) {
      return 'corners named left and right: use border-start-start-radius and its kin'
    }
  }
  if (
    property === 'translate' ||
    property === 'rotate' ||
    /\b(translateX|translate|translate3d|rotate|rotateZ)\(/.test(bare)
  ) {
    return 'a horizontal move or turn assumes left to right: mirror it under :dir(rtl)'
  }
  return null
}

/** Every physical left/right declaration of a stylesheet not marked
 * `physical:` on its line or the line above. */
function findPhysicalDeclarations(css: string): Finding[] {
  const allowedLines = new Set<number>()
  const lineAt = (offset: number) => css.slice(0, offset).split('\n').length
  for (const comment of css.matchAll(/\/\*([\s\S]*?)\*\//g)) {
    if (!/^\s*physical:\s*\S/.test(comment[1] ?? '')) continue
    const end = lineAt((comment.index ?? 0) + comment[0].length)
    allowedLines.add(end)
    allowedLines.add(end + 1)
  }
  // Comments blanked to spaces keep every offset, so every line number.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  )
  const findings: Finding[] = []
  for (const match of text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    const [declaration, property = '', value = ''] = match
    // A selector with a pseudo-class (`a:hover {`) is not a declaration:
    // the lookahead stops at ; or }, never at {.
    const why = physicalReason(property, value)
    if (!why) continue
    const line = lineAt((match.index ?? 0) + declaration.search(/\S/))
    if (allowedLines.has(line)) continue
    findings.push({ line, declaration: declaration.trim(), why })
  }
  return findings
}

function stylesheetsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return stylesheetsUnder(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('the checker', () => {
  test('behavior: finds physical properties, keywords, shorthands, corners and moves', () => {
    const css = `
.a { margin-left: 4px; padding-right: 2px }
.b { left: 0; text-align: right; float: left }
.c { padding: 2px 2px 2px 10px; border-radius: 8px 0 0 8px }
.d { transform: translateX(4px) }
.e:hover { border-top-left-radius: 4px }`
    expect(findPhysicalDeclarations(css).map((f) => f.declaration)).toEqual([
      'margin-left: 4px',
      'padding-right: 2px',
      'left: 0',
      'text-align: right',
      'float: left',
      'padding: 2px 2px 2px 10px',
      'border-radius: 8px 0 0 8px',
      'transform: translateX(4px)',
      'border-top-left-radius: 4px',
    ])
  })

  test('behavior: passes logical forms, symmetric shorthands and marked exceptions', () => {
    const css = `
.a:focus-visible { margin-inline-start: 4px; inset-inline-end: 0 }
.b { text-align: start; padding: 2px 4px; margin: 0 auto 0 auto }
.c { border-radius: 8px 8px 0 0; background: url(left.svg) }
/* physical: a spinner turns the same way in either direction */
.d { transform: rotate(360deg) }
.e { transform-origin: left; /* physical: mirrored under :dir(rtl) */ }`
    expect(findPhysicalDeclarations(css)).toEqual([])
  })

  test('behavior: names the line of each finding', () => {
    expect(
      findPhysicalDeclarations('.a {\n  color: red;\n  right: 0;\n}'),
    ).toEqual([expect.objectContaining({ line: 3, declaration: 'right: 0' })])
  })
})

test('behavior: no stylesheet in src/ uses a physical left or right', () => {
  const files = stylesheetsUnder(join(ROOT, 'src'))
  expect(files.length).toBeGreaterThan(5)
  const findings = files.flatMap((file) =>
    findPhysicalDeclarations(readFileSync(file, 'utf8')).map(
      ({ line, declaration, why }) =>
        `${relative(ROOT, file)}:${line} ${declaration} (${why})`,
    ),
  )
  expect(findings).toEqual([])
})
