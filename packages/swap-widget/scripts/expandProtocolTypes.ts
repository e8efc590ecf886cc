// The protocol's types (inferred by its parser kit, protocol/lite.ts)
// expanded member by member with TypeScript's own declaration emit, as
// `type Name = { … }` aliases that name neither the kit nor the schemas: the
// package's declarations and the deployment's /widget.d.ts stand alone
// (partners need neither) and say exactly what the frame's schemas accept.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { findBin } from './findBin.ts'

const run = promisify(execFile)
const packageDir = resolve(import.meta.dirname, '..')
const protocolModule = join(packageDir, 'src/protocol/widgetProtocol')

// An expansion the declaration emitter prints member by member: the kit's
// inferred types are aliases of its own, which a partner need not read.
function expansionModule(names: readonly string[]) {
  return `import type * as protocol from '${protocolModule}'
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
${names.map((name) => `export const ${name} = expand<protocol.${name}>()`).join('\n')}
`
}

/** Drops import lines and re-exports: everything is in the one file. */
export function withoutImports(declarations: string) {
  return declarations
    .replace(/^import[\s\S]*?from\s+'[^']+';\n/gm, '')
    .replace(/^export (type )?\{[\s\S]*?\} from\s+'[^']+';\n/gm, '')
    .replace(/^export \{\};\n/gm, '')
}

/** `export type Name = …;` for each of `names`, exported from the protocol. */
export async function expandProtocolTypes(
  names: readonly string[],
): Promise<string> {
  // Inside the package: the emit's rootDir, and node_modules resolve.
  const root = packageDir
  const scratch = join(root, 'node_modules/.tmp')
  await mkdir(scratch, { recursive: true })
  const dir = await mkdtemp(join(scratch, 'widget-types-'))
  try {
    await writeFile(join(dir, 'expand.ts'), expansionModule(names))
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
      files: [join(dir, 'expand.ts')],
    }
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config))
    await run(findBin('tsc'), ['-p', join(dir, 'tsconfig.json')], {
      cwd: root,
    })
    const emitted = await readFile(
      join(dir, 'out', relative(root, join(dir, 'expand.d.ts'))),
      'utf8',
    )
    const aliases = withoutImports(emitted).replace(
      /^export declare const (\w+): /gm,
      'export type $1 = ',
    )
    for (const name of names) {
      if (!aliases.includes(`export type ${name} = `)) {
        throw new Error(`${name} was not expanded`)
      }
    }
    if (/\bimport\(|\bprotocol\.|\bz\.|\$Infer|Zod/.test(aliases)) {
      throw new Error('the expanded protocol types still name their sources')
    }
    return aliases.trim()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
