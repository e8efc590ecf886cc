import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { findImportCycles } from './harness/findImportCycles'
import {
  type ImportEdge,
  listSourceFiles,
  readImportsFrom,
} from './harness/readImports'

/**
 * Imports point one way (ARCHITECTURE.md): src → schema, server → schema,
 * devnet → schema; Node code never imports src/; browser code never imports
 * node:*. Inside src: ui, lib → features → app; other folders reach a feature
 * only through its index.ts; generic features never import swap.
 */

const root = resolve(import.meta.dirname, '..')
const topFolders = ['src', 'schema', 'server', 'devnet', 'scripts', 'test']

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path)

const topOf = (path: string) => path.split('/')[0] as string

const allowedTops: Record<string, string[]> = {
  src: ['src', 'schema'],
  schema: ['schema'],
  server: ['server', 'schema'],
  devnet: ['devnet', 'schema'],
  scripts: ['scripts', 'schema', 'server', 'devnet'],
  test: topFolders,
}

const edges = topFolders.flatMap((folder) =>
  listSourceFiles(root, folder).flatMap((file) => readImportsFrom(root, file)),
)

/** A relative import's file: `x.ts`, `x.tsx` or `x/index.ts`. */
function resolveTarget(target: string): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`]
  candidates.push(`${target}/index.ts`, `${target}/index.tsx`)
  return (
    candidates.find(
      (path) => /\.tsx?$/.test(path) && existsSync(join(root, path)),
    ) ?? null
  )
}

function violations(check: (edge: ImportEdge) => string | null) {
  return edges.flatMap((edge) => {
    const problem = check(edge)
    return problem ? [`${edge.from} → ${edge.specifier}: ${problem}`] : []
  })
}

describe('architecture', () => {
  test('behavior: sees the project files it checks', () => {
    expect(edges.some((edge) => edge.from.startsWith('schema/'))).toBe(true)
    expect(edges.some((edge) => edge.from.startsWith('src/'))).toBe(true)
  })

  test('behavior: imports between top folders point one way', () => {
    const found = violations(({ from, target }) => {
      if (!target) return null
      const allowed = allowedTops[topOf(from)] ?? []
      return allowed.includes(topOf(target))
        ? null
        : `${topOf(from)} may not import ${topOf(target)}`
    })
    expect(found).toEqual([])
  })

  test('behavior: browser and contract code never import node:*', () => {
    const found = violations(({ from, specifier }) => {
      const top = topOf(from)
      if (top !== 'src' && top !== 'schema') return null
      return specifier.startsWith('node:')
        ? 'Node built-in in browser code'
        : null
    })
    expect(found).toEqual([])
  })

  test('behavior: schema imports no React, DOM or server library', () => {
    const found = violations(({ from, specifier, target }) => {
      if (topOf(from) !== 'schema' || target || isTestFile(from)) return null
      return ['zod', 'zod/mini', 'viem'].includes(specifier)
        ? null
        : 'schema is pure'
    })
    expect(found).toEqual([])
  })

  test('behavior: inside src, ui and lib never import features or app', () => {
    const layer = (path: string) => path.split('/')[1] ?? ''
    const found = violations(({ from, target }) => {
      if (topOf(from) !== 'src' || !target || topOf(target) !== 'src') {
        return null
      }
      const [fromLayer, toLayer] = [layer(from), layer(target)]
      if (
        ['ui', 'lib'].includes(fromLayer) &&
        ['features', 'app', 'embed'].includes(toLayer)
      ) {
        return `${fromLayer} is below features and app`
      }
      if (fromLayer === 'features' && ['app', 'embed'].includes(toLayer)) {
        return 'features never import the composition root'
      }
      return null
    })
    expect(found).toEqual([])
  })

  test('behavior: a feature is reached only through its index.ts', () => {
    const featureOf = (path: string) =>
      path.startsWith('src/features/') ? path.split('/')[2] : undefined
    const found = violations(({ from, target }) => {
      const feature = target ? featureOf(target) : undefined
      // Tests may reach into a feature; product code goes through index.ts.
      if (!from.startsWith('src/')) return null
      if (!target || !feature || featureOf(from) === feature) return null
      const isIndex =
        target === `src/features/${feature}` ||
        target === `src/features/${feature}/index`
      return isIndex ? null : `import ${feature} through its index.ts`
    })
    expect(found).toEqual([])
  })

  // The build treats index.ts as free of side effects
  // (scripts/sideEffectFreeBarrels.ts): a barrel only re-exports.
  test('behavior: a feature’s index.ts only re-exports', () => {
    const barrels = listSourceFiles(root, 'src/features').filter((file) =>
      /^src\/features\/[^/]+\/index\.ts$/.test(file),
    )
    expect(barrels.length).toBeGreaterThan(5)
    const found = barrels.flatMap((file) => {
      const code = readFileSync(join(root, file), 'utf8')
      const statements = code
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        .split(/(?<=['"])\s*\n/)
        .map((statement) => statement.trim())
        .filter(Boolean)
      return statements
        .filter(
          (statement) =>
            !/^export (type )?(\{[^}]*\}|\*) from '[^']+'$/.test(statement),
        )
        .map((statement) => `${file}: ${statement.slice(0, 80)}`)
    })
    expect(found).toEqual([])
  })

  test('behavior: generic features never import swap', () => {
    const found = violations(({ from, target }) => {
      if (!from.startsWith('src/features/') || !target) return null
      const fromFeature = from.split('/')[2]
      const isSwap = target.startsWith('src/features/swap')
      return fromFeature !== 'swap' && isSwap ? 'swap is not generic' : null
    })
    expect(found).toEqual([])
  })

  test('behavior: no import circle in src, server, devnet or schema', () => {
    const graph = new Map<string, string[]>()
    for (const { from, target } of edges) {
      if (!['src', 'server', 'devnet', 'schema'].includes(topOf(from))) continue
      const file = target ? resolveTarget(target) : null
      graph.set(from, [...(graph.get(from) ?? []), ...(file ? [file] : [])])
    }
    expect(graph.size).toBeGreaterThan(100)
    expect(findImportCycles(graph)).toEqual([])
  })
})
