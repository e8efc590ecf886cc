// Writes /widget.d.ts, the typed entry served beside /widget.js, with
// TypeScript's own declaration emit: the host script's public types
// (packages/swap-widget/src/widgetTypes.ts) and createSwapWidget's
// signature as /widget.js has it (src/widgetScript.ts), with the protocol's
// types they are built on expanded in place (the package's
// expandProtocolTypes), so the file stands alone (partners need no zod)
// and says exactly what the frame's schemas accept. The build emits it
// (scripts/widgetBundle.ts) and test/integration/widgetBuild.test.ts holds
// the built file equal to a fresh emit: the types cannot drift from the
// protocol.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import {
  expandProtocolTypes,
  withoutImports,
} from '../packages/swap-widget/scripts/expandProtocolTypes.ts'

export const WIDGET_TYPES_FILE = 'widget.d.ts'

const root = resolve(import.meta.dirname, '..')
const hostDir = 'packages/swap-widget/src'

const header = `/**
 * Types of /widget.js, the swap widget's host script.
 *
 *   import { createSwapWidget } from 'https://<swap origin>/widget.js'
 *
 * Generated from the widget's message protocol
 * (packages/swap-widget/src/protocol/widgetProtocol.ts) by
 * scripts/emitWidgetTypes.ts: the options and events are exactly what the
 * widget's frame accepts and sends. Do not edit. The same types, with a
 * React component, are the package @swap-interface/widget.
 */
`

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
    files: [join(root, hostDir, 'widgetScript.ts')],
  }
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config))
  const tsc = join(root, 'node_modules/.bin/tsc')
  await run(tsc, ['-p', join(dir, 'tsconfig.json')], { cwd: root })
  const read = (path: string) => readFile(join(dir, 'out', path), 'utf8')
  return {
    types: await read(`${hostDir}/widgetTypes.d.ts`),
    entry: await read(`${hostDir}/widgetScript.d.ts`),
  }
}

/** The text of widget.d.ts, emitted afresh. */
export async function emitWidgetTypes(): Promise<string> {
  // Inside the project: the emit's rootDir is the project's.
  const scratch = join(root, 'node_modules/.tmp')
  await mkdir(scratch, { recursive: true })
  const dir = await mkdtemp(join(scratch, 'widget-types-'))
  try {
    const [expanded, { types, entry }] = await Promise.all([
      expandProtocolTypes(['WidgetOptions', 'WidgetEvent']),
      emitDeclarations(dir),
    ])
    return [
      header,
      expanded.replace(/^export type (Widget\w+) = /gm, 'type $1 = '),
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
