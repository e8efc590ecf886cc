// Writes /widget.d.ts, the typed entry served beside /widget.js, with
// TypeScript's own declaration emit: the host script's public types
// (src/embed/host/widgetTypes.ts) and createSwapWidget's signature, with
// the protocol's types they are built on (schema/widgetProtocol.ts, zod's
// inferred types) expanded in place, so the file stands alone (partners
// need no zod) and says exactly what the frame's schemas accept. The build
// emits it (scripts/widgetBundle.ts) and test/integration/widgetBuild.test.ts
// holds the built file equal to a fresh emit: the types cannot drift from
// the protocol.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'

export const WIDGET_TYPES_FILE = 'widget.d.ts'

const root = resolve(import.meta.dirname, '..')
const hostDir = 'src/embed/host'
const protocolModule = 'schema/widgetProtocol.ts'
/** The protocol's types the public ones import, expanded into the file. */
const expandedTypes = ['WidgetOptions', 'WidgetEvent'] as const

const header = `/**
 * Types of /widget.js, the swap widget's host script.
 *
 *   import { createSwapWidget } from 'https://<swap origin>/widget.js'
 *
 * Generated from the widget's message protocol (schema/widgetProtocol.ts)
 * by scripts/emitWidgetTypes.ts: the options and events are exactly what
 * the widget's frame accepts and sends. Do not edit.
 */
`

// An expansion the declaration emitter prints member by member: zod's
// inferred types are aliases of zod's own, which a partner does not have.
function expansionModule(protocolPath: string) {
  return `import type * as protocol from '${protocolPath}'
type Expand<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Expand<U>[]
    : T extends object
      ? { [K in keyof T]: Expand<T[K]> }
      : T
declare function expand<T>(): T extends unknown
  ? { [K in keyof T]: Expand<T[K]> }
  : never
${expandedTypes.map((name) => `export const ${name} = expand<protocol.${name}>()`).join('\n')}
`
}

const run = promisify(execFile)

async function emitDeclarations(dir: string) {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM'],
      types: [],
      strict: true,
      skipLibCheck: true,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: root,
      outDir: join(dir, 'out'),
    },
    files: [join(dir, 'expand.ts'), join(root, hostDir, 'createSwapWidget.ts')],
  }
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config))
  const tsc = join(root, 'node_modules/.bin/tsc')
  await run(tsc, ['-p', join(dir, 'tsconfig.json')], { cwd: root })
  const read = (path: string) => readFile(join(dir, 'out', path), 'utf8')
  return {
    expanded: await read(relative(root, join(dir, 'expand.d.ts'))),
    types: await read(`${hostDir}/widgetTypes.d.ts`),
    entry: await read(`${hostDir}/createSwapWidget.d.ts`),
  }
}

/** Drops import lines and re-exports: everything is in the one file. */
function withoutImports(declarations: string) {
  return declarations
    .replace(/^import[\s\S]*?from\s+'[^']+';\n/gm, '')
    .replace(/^export (type )?\{[\s\S]*?\} from\s+'[^']+';\n/gm, '')
    .replace(/^export \{\};\n/gm, '')
}

/** Turns `export declare const Name: T;` into `type Name = T;`. */
function toTypeAliases(expanded: string) {
  const aliases = withoutImports(expanded).replace(
    /^export declare const (\w+): /gm,
    'type $1 = ',
  )
  for (const name of expandedTypes) {
    if (!aliases.includes(`type ${name} = `)) {
      throw new Error(`${name} was not expanded`)
    }
  }
  if (/\bimport\(|\bprotocol\.|\bz\.|\$Infer|Zod/.test(aliases)) {
    throw new Error('the expanded protocol types still name their sources')
  }
  return aliases
}

/** The text of widget.d.ts, emitted afresh. */
export async function emitWidgetTypes(): Promise<string> {
  // Inside the project: the emit's rootDir is the project's.
  const scratch = join(root, 'node_modules/.tmp')
  await mkdir(scratch, { recursive: true })
  const dir = await mkdtemp(join(scratch, 'widget-types-'))
  try {
    const protocolPath = join(root, protocolModule).replace(/\.ts$/, '')
    await writeFile(join(dir, 'expand.ts'), expansionModule(protocolPath))
    const { expanded, types, entry } = await emitDeclarations(dir)
    return [
      header,
      toTypeAliases(expanded),
      withoutImports(types),
      withoutImports(entry),
    ]
      .map((part) => part.trim())
      .join('\n\n')
      .concat('\n')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
