import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { lazyChunks } from '../scripts/chunks'
import { findImportCycles } from './harness/findImportCycles'
import { findReturnTypeAliases } from './harness/findReturnTypeAliases'
import {
  type ImportEdge,
  listSourceFiles,
  readImportsFrom,
} from './harness/readImports'

/**
 * Imports point one way (ARCHITECTURE.md): src → schema, server → schema,
 * devnet → schema; Node code never imports src/; browser code never imports
 * node:*. Inside src: ui, lib → features → app; other folders reach a feature
 * only through its index.ts; generic features never import swap. Inside a
 * feature, devnet/, the reference aggregator and server/, imports point down
 * the layers (layeredFolders below), and no import circle closes in src,
 * server, devnet or schema. Code is loaded lazily one way,
 * lazyModule(() => import('…')), and each such module is a row of
 * scripts/chunks.ts with its reason. No exported type is a ReturnType alias.
 */

const root = resolve(import.meta.dirname, '..')
const topFolders = [
  'src',
  'schema',
  'server',
  'devnet',
  'scripts',
  'test',
  'packages',
]

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path)

const topOf = (path: string) => path.split('/')[0] as string

// packages/ (the widget package partners install) stands alone: the app
// imports the widget protocol from it, never the other way. schema/ reaches
// one file of it: the parser kit both contracts are written in (the
// package's protocol must stand alone, so the kit lives there).
const sharedParserKit = 'packages/swap-widget/src/protocol/lite'
const allowedTops: Record<string, string[]> = {
  src: ['src', 'schema', 'packages'],
  schema: ['schema'],
  server: ['server', 'schema', 'packages'],
  devnet: ['devnet', 'schema'],
  scripts: ['scripts', 'schema', 'server', 'devnet', 'packages'],
  test: topFolders,
  packages: ['packages'],
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

/**
 * The layers inside every feature, bottom first; a file imports its own
 * feature's files only in its layer or below (other features: through
 * their index.ts, above). '' is the feature's root (types.ts and its pure
 * rules); the first layer is the model: what the feature knows, fetches
 * and keeps, without React views. The lifecycle drives the model; the
 * button and the progress read the lifecycle; components are views that
 * take props; hooks read stores and queries; host tells an embedding page;
 * view turns what hooks read into views' props (pure functions); containers
 * wire hooks to views. index.ts is the feature's face, testing/ holds test
 * support: both may import any layer. src/features/README.md says which
 * file goes in which folder.
 */
const featureLayers: readonly (readonly string[])[] = [
  [
    '',
    'api',
    'model',
    'store',
    'amount',
    'quote',
    'url',
    'search',
    'pinned',
    'recent',
    'balances',
    'guards',
    'reports',
    'devnet',
    'walletConnect',
    'pools',
    'allowances',
    'risk',
  ],
  ['lifecycle'],
  ['button', 'progress'],
  ['components'],
  ['hooks', 'host'],
  ['view'],
  ['containers'],
]

/**
 * The reference aggregator's layers, bottom first (devnet/aggregator/README.md):
 * route math and the error a request can end in; what it knows of a chain
 * and what it keeps; reads of the chain and the token registry; quotes and
 * prices; the services a handler is given; one handler per endpoint; the
 * HTTP app that mounts them; its face at the top level (createApp,
 * startAggregator, main). testing/ may import any layer, and none imports it.
 */
const aggregatorLayers: readonly (readonly string[])[] = [
  ['routing', 'errors'],
  ['world', 'state'],
  ['chain', 'tokens'],
  ['quoting'],
  ['services'],
  ['handlers'],
  ['http'],
  [''],
  ['testing'],
]

/**
 * devnet/: the chains, contracts and accounts at its top level; the
 * services that run on them (the reference aggregator, the WalletConnect
 * relay) above; main.ts, which starts them all, is its face; its test
 * support on top, imported by no product file.
 */
const devnetLayers: readonly (readonly string[])[] = [
  ['', 'generated'],
  ['aggregator', 'walletconnect'],
  ['testing'],
]

/** server/: the proxy; its test support above it, imported by no product file. */
const serverLayers: readonly (readonly string[])[] = [[''], ['testing']]

type LayeredFolder = {
  /** Group 1: which folder (a feature's name); group 2: the path inside. */
  pattern: RegExp
  layers: readonly (readonly string[])[]
  /** Files inside that belong to no layer: they may import any. */
  isOutside: (inside: string) => boolean
}

const layeredFolders: readonly LayeredFolder[] = [
  {
    pattern: /^src\/features\/([^/]+)\/(.*)$/,
    layers: featureLayers,
    // index.ts is the feature's face; testing/ holds its test support.
    isOutside: (inside) =>
      /^index(\.tsx?)?$/.test(inside) || inside.split('/').includes('testing'),
  },
  {
    pattern: /^(devnet\/aggregator)\/(.*)$/,
    layers: aggregatorLayers,
    isOutside: () => false,
  },
  {
    pattern: /^(devnet)\/(.*)$/,
    layers: devnetLayers,
    isOutside: (inside) => /^main(\.ts)?$/.test(inside),
  },
  {
    pattern: /^(server)\/(.*)$/,
    layers: serverLayers,
    isOutside: () => false,
  },
]

/**
 * Where a file sits in a layered folder: which folder, and its layer (its
 * first folder inside, '' at the top level; null when outside the layers).
 */
function layerOf(
  { pattern, isOutside }: LayeredFolder,
  path: string,
): [string | null, string | null] {
  const match = pattern.exec(path)
  if (!match) return [null, null]
  const [, folder = '', inside = ''] = match
  const parts = inside.split('/')
  const layer = parts.length > 1 ? (parts[0] ?? '') : ''
  return [folder, isOutside(inside) ? null : layer]
}

const rankIn = (
  layers: readonly (readonly string[])[],
  layer: string,
): number | undefined => {
  const rank = layers.findIndex((row) => row.includes(layer))
  return rank === -1 ? undefined : rank
}

/** The code without its comments (block, and line comments after a space). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

/** Where each `lazyModule(…)` call's parentheses open and close. */
function lazyModuleCalls(text: string): [number, number][] {
  const calls: [number, number][] = []
  for (const match of text.matchAll(/\blazyModule(?:<[^(]*>)?\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1
    let depth = 0
    for (let at = open; at < text.length; at++) {
      if (text[at] === '(') depth++
      else if (text[at] === ')' && --depth === 0) {
        calls.push([open, at])
        break
      }
    }
  }
  return calls
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
      const isParserKit = topOf(from) === 'schema' && target === sharedParserKit
      return allowed.includes(topOf(target)) || isParserKit
        ? null
        : `${topOf(from)} may not import ${topOf(target)}`
    })
    expect(found).toEqual([])
  })

  test('behavior: the widget package reaches no file outside itself and no library but its own', () => {
    const packageOf = (path: string) => path.split('/').slice(0, 2).join('/')
    const found = violations(({ from, specifier, target }) => {
      if (topOf(from) !== 'packages') return null
      if (target) {
        return packageOf(target) === packageOf(from)
          ? null
          : 'outside its package'
      }
      const isBuildOrTest = isTestFile(from) || from.split('/')[2] === 'scripts'
      if (isBuildOrTest) return null
      // Shipped code: React (the component's peer). The protocol's schemas
      // are written in the package's own parser kit (protocol/lite.ts).
      return ['react', 'react/jsx-runtime'].includes(specifier)
        ? null
        : `${specifier} is not the package's dependency`
    })
    expect(found).toEqual([])
    expect(edges.some((edge) => edge.from.startsWith('packages/'))).toBe(true)
  })

  test('behavior: browser and contract code never import node:*', () => {
    const found = violations(({ from, specifier }) => {
      const top = topOf(from)
      const isPackageCode = top === 'packages' && !from.includes('/scripts/')
      if (top !== 'src' && top !== 'schema' && !isPackageCode) return null
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

  test('behavior: inside a feature, devnet/, its aggregator and server/, imports point down the layers', () => {
    const found = layeredFolders.flatMap((layered) =>
      violations(({ from, target }) => {
        if (!target || isTestFile(from)) return null
        const [fromFolder, fromLayer] = layerOf(layered, from)
        const [toFolder, toLayer] = layerOf(layered, target)
        if (!fromFolder || fromFolder !== toFolder) return null
        if (fromLayer === null || toLayer === null) return null
        const fromRank = rankIn(layered.layers, fromLayer)
        const toRank = rankIn(layered.layers, toLayer)
        if (fromRank === undefined) return `${fromLayer}/ is in no layer`
        if (toRank === undefined) return `${toLayer}/ is in no layer`
        return toRank > fromRank
          ? `${fromLayer || 'the top level'} is below ${toLayer || 'the top level'}`
          : null
      }),
    )
    expect(found).toEqual([])
  })

  // src/features/README.md: role folders hold their role. A pure function
  // lives in model/, view/ or a folder named for its concern, never beside
  // the views or the hooks.
  test('behavior: hooks/ holds hooks, components/ and containers/ hold components', () => {
    const files = listSourceFiles(root, 'src/features').filter(
      (file) => !isTestFile(file),
    )
    const roleOf = (file: string) => file.split('/').at(-2) ?? ''
    const notHooks = files
      .filter((file) => roleOf(file) === 'hooks')
      .filter((file) => !/\/use[A-Z]\w*\.tsx?$/.test(file))
    // Beside the components, a .ts module may only name them for a chunk
    // (lazyModule handles, re-exports) or hold their props' types.
    const isAllowedLine = (line: string) =>
      /^(import\b|export type\b|export \{|export const \w+ = lazyModule\(|[\s})\]]|$)/.test(
        line,
      )
    const notViews = files
      .filter((file) => ['components', 'containers'].includes(roleOf(file)))
      .filter(
        (file) =>
          file.endsWith('.ts') &&
          !withoutComments(readFileSync(join(root, file), 'utf8'))
            .split('\n')
            .every(isAllowedLine),
      )
    expect([...notHooks, ...notViews]).toEqual([])
  })

  test('behavior: code loads lazily one way, and every chunk is listed with its reason', () => {
    const browserFiles = listSourceFiles(root, 'src').filter(
      (file) => !isTestFile(file),
    )
    const outside: string[] = []
    const targets = new Set<string>()
    for (const file of browserFiles) {
      const text = withoutComments(readFileSync(join(root, file), 'utf8'))
      if (/import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*'react'/.test(text)) {
        outside.push(`${file}: React.lazy`)
      }
      const calls = lazyModuleCalls(text)
      for (const match of text.matchAll(/\bimport\(/g)) {
        const at = match.index ?? 0
        if (!calls.some(([start, end]) => at > start && at < end)) {
          outside.push(`${file}: import() outside lazyModule()`)
        }
      }
      for (const [start, end] of calls) {
        for (const [, specifier] of text
          .slice(start, end)
          .matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
          const target = resolveTarget(
            relative(root, resolve(root, dirname(file), specifier ?? '')),
          )
          targets.add(target ?? `${file}: ${specifier} (not found)`)
        }
      }
    }
    expect(outside).toEqual([])
    const listed = lazyChunks.map(({ module }) => module)
    expect([...targets].sort()).toEqual([...listed].sort())
  })

  // A type is named for what it is (RunningProxy, SwapQuoteState), not for
  // the function that returns it.
  test('behavior: no exported …ReturnType or …ErrorType alias', () => {
    const found = topFolders.flatMap((folder) =>
      listSourceFiles(root, folder)
        .filter((file) => !isTestFile(file))
        .flatMap((file) =>
          [
            ...readFileSync(join(root, file), 'utf8').matchAll(
              /export type (\w+(?:ReturnType|ErrorType))\b/g,
            ),
          ].map(([, name]) => `${file}: ${name}`),
        ),
    )
    expect(found).toEqual([])
  })

  // …nor for a function's return type: `SwapModel = ReturnType<typeof
  // useSwapModel>` says what it is made from, not what it holds.
  test('behavior: no exported alias of a ReturnType, however written', () => {
    const found = ['src', 'server', 'devnet', 'schema', 'scripts'].flatMap(
      (folder) =>
        listSourceFiles(root, folder)
          .filter((file) => !isTestFile(file))
          .flatMap((file) =>
            findReturnTypeAliases(readFileSync(join(root, file), 'utf8')).map(
              (name) => `${file}: ${name}`,
            ),
          ),
    )
    expect(found).toEqual([])
  })

  test('behavior: no product file imports test support (testing/)', () => {
    const found = violations(({ from, target }) => {
      if (!target || isTestFile(from)) return null
      if (!['src', 'server', 'devnet', 'schema'].includes(topOf(from))) {
        return null
      }
      const isSupport = (path: string) => path.split('/').includes('testing')
      return isSupport(target) && !isSupport(from)
        ? 'testing/ is for tests'
        : null
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
