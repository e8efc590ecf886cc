import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'

export const projectRoot = resolve(import.meta.dirname, '../..')

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Builds the SPA as production ships it into a fresh temp dir, with `env`
 * set only for the build. Vitest runs with NODE_ENV=test, which would build
 * React's development bundle, so NODE_ENV is production here; VITE_DEVNET is
 * unset unless `env` sets it.
 */
export async function buildProductionSpa(
  env: Record<string, string | undefined> = {},
) {
  const outDir = mkdtempSync(join(tmpdir(), 'spa-build-'))
  const overrides = { NODE_ENV: 'production', VITE_DEVNET: undefined, ...env }
  const saved = Object.keys(overrides).map(
    (name) => [name, process.env[name]] as const,
  )
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  try {
    await build({
      root: projectRoot,
      logLevel: 'error',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  return outDir
}
