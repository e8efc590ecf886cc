// The README orients (STYLE.md): details live beside their code, so the
// front page stays short enough to read in one sitting.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

test('behavior: the root README stays under 14,000 bytes', () => {
  const bytes = readFileSync(new URL('../README.md', import.meta.url)).length
  expect(bytes).toBeLessThan(14_000)
})
