import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { listFiles } from './harness/buildProductionSpa'

/**
 * The browser-code test files share a module graph per worker
 * (vitest.config.ts, isolate: false): a file that replaces an app module
 * with vi.mock would hand the replacement to the files after it. Such a
 * file must be listed in the config's `ownModuleGraph`, which runs it
 * isolated. The test-setup file that wraps Testing Library for every file
 * is the one exception: it applies to all of them alike.
 */
const root = resolve(import.meta.dirname, '..')
const SHARED_SETUP = 'src/lib/i18n/testing/setupTestI18n.tsx'

test('rule: every browser-code test file that calls vi.mock runs with a module graph of its own', () => {
  const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8')
  const mocking = listFiles(join(root, 'src'))
    .map((path) => relative(root, path))
    .filter((path) => path !== SHARED_SETUP)
    .filter((path) =>
      /\bvi\.mock\(/.test(readFileSync(join(root, path), 'utf8')),
    )
  expect(mocking.length).toBeGreaterThan(0)
  expect(mocking.filter((path) => !config.includes(`'${path}'`))).toEqual([])
})
