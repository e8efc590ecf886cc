import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readImportsFrom } from './harness/readImports'

// The architecture test reads imports with a pattern; prove the pattern sees
// every import form it must police, so a crossing cannot hide behind syntax.
describe('import reader', () => {
  test('behavior: finds static, type, re-export, side-effect and dynamic imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arch-'))
    mkdirSync(join(dir, 'src'))
    writeFileSync(
      join(dir, 'src', 'a.ts'),
      [
        "import { x } from '../server/app'",
        "import type { Y } from 'node:fs'",
        "export { z } from './b'",
        "import './side.css'",
        "const m = await import('../devnet/world')",
        'import {',
        '  many,',
        '  names,',
        "} from '../schema/partner'",
      ].join('\n'),
    )
    const specifiers = readImportsFrom(dir, 'src/a.ts').map((e) => e.specifier)
    expect(specifiers.sort()).toEqual(
      [
        '../server/app',
        'node:fs',
        './b',
        './side.css',
        '../devnet/world',
        '../schema/partner',
      ].sort(),
    )
  })
})
