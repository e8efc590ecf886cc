import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * A tool's executable in the nearest node_modules/.bin, from the package
 * up: the package's own when installed alone, the repository's inside it.
 */
export function findBin(name: string): string {
  let dir = resolve(import.meta.dirname, '..')
  for (;;) {
    const candidate = join(dir, 'node_modules/.bin', name)
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`${name} is not installed`)
    dir = parent
  }
}
