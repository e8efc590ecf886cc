// Vite plugin: the browser builds' zod without its JSON Schema generator.
// zod 4's classic schemas attach a JSON Schema processor to every schema
// type and a `toJSONSchema()` method to every schema, so the generator
// (≈ 8 KiB gzip, a fifth of zod's share of the first load) ships with the
// first schema even though nothing in the browser calls it. Here zod's two
// generator modules resolve to stubs exporting the same names; calling one
// throws. Parsing is untouched (test/integration/productionBuild.test.ts
// loads the built app, which parses every answer with these schemas).
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const STUBBED = [
  '/zod/v4/core/json-schema-processors.js',
  '/zod/v4/core/to-json-schema.js',
]
const PREFIX = '\0zod-without-json-schema:'

function exportedNames(code: string) {
  const names = new Set<string>()
  for (const match of code.matchAll(
    /^export (?:async )?(?:const|let|function|class) ([\w$]+)/gm,
  )) {
    names.add(match[1] as string)
  }
  for (const match of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.add(name)
    }
  }
  return [...names]
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.replaceAll('\\', '/').includes('/node_modules/zod/')) {
        return null
      }
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      })
      const id = resolved?.id.replaceAll('\\', '/') ?? ''
      if (!STUBBED.some((path) => id.endsWith(path))) return null
      return `${PREFIX}${resolved?.id}`
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const names = exportedNames(readFileSync(id.slice(PREFIX.length), 'utf8'))
      if (names.length === 0) throw new Error(`no exports found in ${id}`)
      return [
        'function unavailable() {',
        "  throw new Error('JSON Schema generation is not in this build')",
        '}',
        ...names.map((name) => `export const ${name} = () => unavailable`),
      ].join('\n')
    },
  }
}
