import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'vite'

/**
 * The SPA as `npm run build` makes it, built once and shared by every test
 * that needs it (vitest files, the browser tests' stack): one build serves
 * every deployment, so tests configure it through their proxy, never by
 * building again.
 *
 * Builds are cached in node_modules/.tmp/spa-builds, keyed by everything
 * that goes into one (the sources the bundler reads, the lockfile, the
 * build's env, the VITE_* variables of this process), so a run after an
 * edit builds afresh and a run without one builds nothing. Test files run
 * in parallel processes: the first to need a build makes it under a lock
 * (a directory, created atomically) while the others wait for it.
 */

export const projectRoot = resolve(import.meta.dirname, '../..')

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Set while the production build is made: the partner key's variable and
 * its usual misspellings (a `define` or a config that read them would put
 * them in the bundle), and a VITE_* variable the app does not read (Vite
 * inlines only what the code names). Tests search the build for them.
 */
export const BUILD_CANARIES = {
  apiKey: 'canary-key-4f9c2e7a1b',
  unreadViteVariable: 'unread-vite-canary-8d3b6f0e',
} as const

type BuildKind = 'production' | 'devnet'

const buildEnv: Record<BuildKind, Record<string, string | undefined>> = {
  production: {
    VITE_DEVNET: undefined,
    AGGREGATOR_API_KEY: BUILD_CANARIES.apiKey,
    API_KEY: BUILD_CANARIES.apiKey,
    APIKEY: BUILD_CANARIES.apiKey,
    VITE_PARTNER_API_KEY: BUILD_CANARIES.unreadViteVariable,
  },
  // The Devnet wallet: the one thing a devnet build adds.
  devnet: { VITE_DEVNET: 'true' },
}

const CACHE_DIR = join(projectRoot, 'node_modules/.tmp/spa-builds')
/** Older builds of a kind are removed beyond this many (another run may
 * still be serving the previous one). */
const KEPT_BUILDS = 3
const SOURCE_DIRS = ['src', 'schema', 'scripts', 'public']
const isSourceFile = (name: string) =>
  /^(index\.html|embed\.html|vite\.config\.ts|package-lock\.json|tsconfig.*\.json|\.env.*)$/.test(
    name,
  )

/** Builds into `outDir`, with `env` set for the build only. Vitest runs
 * with NODE_ENV=test, which would build React's development bundle. */
async function buildInto(
  outDir: string,
  env: Record<string, string | undefined>,
) {
  const overrides = { NODE_ENV: 'production', ...env }
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
}

function getBuildKey(kind: BuildKind) {
  const hash = createHash('sha256')
  const viteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  hash.update(JSON.stringify([kind, buildEnv[kind], viteEnv]))
  const files = [
    ...readdirSync(projectRoot)
      .filter(isSourceFile)
      .map((name) => join(projectRoot, name)),
    ...SOURCE_DIRS.flatMap((dir) => listFiles(join(projectRoot, dir))),
  ]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort()
  for (const file of files) {
    hash.update(relative(projectRoot, file))
    hash.update('\0')
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock left by a process that died (or never wrote its pid). */
function isStale(lockDir: string) {
  try {
    const pid = Number(readFileSync(join(lockDir, 'pid'), 'utf8'))
    return !isAlive(pid)
  } catch {
    try {
      return Date.now() - statSync(lockDir).mtimeMs > 60_000
    } catch {
      return false
    }
  }
}

async function withLock<T>(lockDir: string, action: () => Promise<T>) {
  for (;;) {
    try {
      mkdirSync(lockDir)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (isStale(lockDir)) rmSync(lockDir, { recursive: true, force: true })
    else await sleep(250)
  }
  writeFileSync(join(lockDir, 'pid'), String(process.pid))
  try {
    return await action()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

function removeOldBuilds(kind: BuildKind) {
  const markers = readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.json'))
    .map((name) => join(CACHE_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  for (const marker of markers.slice(KEPT_BUILDS)) {
    rmSync(marker, { force: true })
    rmSync(marker.replace(/\.json$/, ''), { recursive: true, force: true })
  }
}

/**
 * The shared build of `kind`: 'production' (what `npm run build` ships,
 * with BUILD_CANARIES set while it was made) or 'devnet' (VITE_DEVNET=true,
 * what `npm start` and the browser tests serve). Read it; never write
 * into it.
 */
export async function getSharedBuild(kind: BuildKind): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true })
  const dir = join(CACHE_DIR, `${kind}-${getBuildKey(kind)}`)
  // Written once the build is complete and in place.
  const marker = `${dir}.json`
  if (existsSync(marker)) return dir
  return withLock(join(CACHE_DIR, `${kind}.lock`), async () => {
    if (existsSync(marker)) return dir
    const partial = `${dir}.partial`
    rmSync(partial, { recursive: true, force: true })
    await buildInto(partial, buildEnv[kind])
    rmSync(dir, { recursive: true, force: true })
    renameSync(partial, dir)
    writeFileSync(marker, JSON.stringify({ kind, builtAt: new Date() }))
    removeOldBuilds(kind)
    return dir
  })
}
