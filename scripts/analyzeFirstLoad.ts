// What the first load of each page is made of: reads a build made with
// source maps (`npx vite build --sourcemap --outDir <dir>`), follows each
// page's entry script and its static imports (what the browser fetches
// before the amount field takes input, scripts/measureFirstLoad.ts), and
// attributes every minified byte to the source module it came from. Each
// module's share of the gzip size is what the scripts lose without its
// bytes (gzip -9, the budget's unit), so shared context is not counted
// twice.
//
//   npx tsx scripts/analyzeFirstLoad.ts <dir> [--top 40] [--by package]
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  decodedMappings,
  type SourceMapInput,
  TraceMap,
} from '@jridgewell/trace-mapping'
import { COMPILE_HINT } from './startupChunk.ts'

type ScriptBytes = { file: string; code: string; owners: string[] }

const projectRoot = resolve(import.meta.dirname, '..')

/** The entry script a page names and every script it imports statically. */
function listStartupScripts(dir: string, page: string): string[] {
  const html = readFileSync(join(dir, page), 'utf8')
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${page} names no module script`)
  const seen = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(join(dir, file), 'utf8')
    for (const [, path] of code.matchAll(
      /(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      pending.push(relative(dir, resolve(dirname(join(dir, file)), path ?? '')))
    }
  }
  return [...seen]
}

/** Who wrote each byte of a script: its source (a path from the project
 * root), or '(bundler)' where the map names none. */
function attributeBytes(dir: string, file: string): ScriptBytes {
  const code = readFileSync(join(dir, file), 'utf8')
  const map = JSON.parse(
    readFileSync(join(dir, `${file}.map`), 'utf8'),
  ) as SourceMapInput & { sources: string[] }
  const traced = new TraceMap(map)
  // Paths relative to wherever the build meant to write (the frame's
  // build writes its maps as if into dist/): from the project root.
  const rootPath = projectRoot.slice(1)
  const sources = map.sources.map((source) => {
    const path = source.replace(/^(\.\.\/)+/, '')
    return path.startsWith(rootPath) ? path.slice(rootPath.length + 1) : path
  })
  const owners = new Array<string>(code.length).fill('(bundler)')
  const lines = code.split('\n')
  // The compile hint is put before the code once its map is made.
  const mappings = [
    ...(code.startsWith(COMPILE_HINT) ? [[]] : []),
    ...decodedMappings(traced),
  ]
  let lineStart = 0
  lines.forEach((line, lineIndex) => {
    const segments = mappings[lineIndex] ?? []
    segments.forEach((segment, index) => {
      const [column = 0, sourceIndex] = segment
      const next = segments[index + 1]?.[0] ?? line.length
      const owner =
        sourceIndex === undefined
          ? '(bundler)'
          : (sources[sourceIndex] ?? '(bundler)')
      for (let at = column; at < next; at++) owners[lineStart + at] = owner
    })
    lineStart += line.length + 1
  })
  return { file, code, owners }
}

const gzipBytes = (text: string) =>
  gzipSync(Buffer.from(text), { level: 9 }).byteLength

/** node_modules/<package> or the source folder two levels down. */
function toPackage(path: string) {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (modules) return modules[1] ?? path
  return path.split('/').slice(0, 3).join('/')
}

function analyze(dir: string, page: string, top: number, byPackage: boolean) {
  const scripts = listStartupScripts(dir, page).map((file) =>
    attributeBytes(dir, file),
  )
  const total = scripts.reduce((sum, { code }) => sum + gzipBytes(code), 0)
  const groupOf = (owner: string) => (byPackage ? toPackage(owner) : owner)
  const groups = new Map<string, number>()
  for (const { owners } of scripts) {
    for (const owner of owners) {
      const group = groupOf(owner)
      groups.set(group, (groups.get(group) ?? 0) + 1)
    }
  }
  const rows = [...groups]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top * 2)
    .map(([group, minifiedBytes]) => {
      const without = scripts.reduce((sum, { code, owners }) => {
        const kept: string[] = []
        for (let at = 0; at < code.length; at++) {
          if (groupOf(owners[at] ?? '') !== group) kept.push(code[at] ?? '')
        }
        return sum + gzipBytes(kept.join(''))
      }, 0)
      return { group, minifiedBytes, gzipBytes: total - without }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, top)
  console.log(
    `\n${page}: ${scripts.map(({ file }) => file).join(', ')}: ${(total / 1024).toFixed(1)} KiB gzip`,
  )
  for (const row of rows) {
    console.log(
      `${(row.gzipBytes / 1024).toFixed(2).padStart(7)} KiB gz ${(row.minifiedBytes / 1024).toFixed(1).padStart(7)} KiB min  ${row.group}`,
    )
  }
}

/** What each page's scripts would lose without the modules matching
 * `pattern` (a what-if before moving them out of the first load). */
function without(dir: string, page: string, pattern: RegExp) {
  const scripts = listStartupScripts(dir, page).map((file) =>
    attributeBytes(dir, file),
  )
  let total = 0
  let kept = 0
  const matched = new Set<string>()
  for (const { code, owners } of scripts) {
    total += gzipBytes(code)
    const rest: string[] = []
    for (let at = 0; at < code.length; at++) {
      const owner = owners[at] ?? ''
      if (pattern.test(owner)) matched.add(owner)
      else rest.push(code[at] ?? '')
    }
    kept += gzipBytes(rest.join(''))
  }
  console.log(
    `${page}: ${((total - kept) / 1024).toFixed(2)} KiB gzip of ${(total / 1024).toFixed(1)} in ${matched.size} modules`,
  )
}

const [dir = 'dist', ...flags] = process.argv.slice(2)
const flag = (name: string) => {
  const index = flags.indexOf(name)
  return index === -1 ? undefined : flags[index + 1]
}
const top = Number(flag('--top')) || 40
const byPackage = flag('--by') === 'package'
const pattern = flag('--without')
for (const page of ['index.html', 'embed.html']) {
  if (pattern) without(resolve(dir), page, new RegExp(pattern))
  else analyze(resolve(dir), page, top, byPackage)
}
