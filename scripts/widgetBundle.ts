// Vite plugin: builds the partner script (the widget package's
// src/widgetScript.ts) on its own into `widget.js`, a stable, unhashed name
// partners can import, and its typed entry `widget.d.ts` beside it
// (scripts/emitWidgetTypes.ts). The same bytes are written at the
// package's version, `widget/v<version>/widget.js` (never changes: cached
// for a year), and at its major, `widget/v<major>/widget.js` (follows the
// deploys of that major); `widget/manifest.json` names them with the
// file's SRI hash (sha384), which the configurator puts in its snippet.
// A separate build rather than another input of the app's build: in one
// build the bundler may hoist modules it shares with the app into common
// chunks, and widget.js must stay one self-contained file with no imports.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { emitWidgetTypes, WIDGET_TYPES_FILE } from './emitWidgetTypes.ts'

const WIDGET_SCRIPT_ENTRY = 'packages/swap-widget/src/widgetScript.ts'
export const WIDGET_SCRIPT_FILE = 'widget.js'
export const WIDGET_MANIFEST_FILE = 'widget/manifest.json'

/** What /widget/manifest.json says. */
export type WidgetManifest = {
  version: string
  /** Never changes once deployed. */
  path: string
  /** The latest of this major. */
  majorPath: string
  /** `sha384-…`, the file's Subresource Integrity hash. */
  integrity: string
}

/** The widget package's version: the script's served paths follow it. */
export function readWidgetVersion(): string {
  const file = resolve(
    import.meta.dirname,
    '../packages/swap-widget/package.json',
  )
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as {
    version: string
  }
  if (!/^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new Error(`the widget package's version ${version} is not semver`)
  }
  return version
}

export function toWidgetManifest(code: string, version: string) {
  const major = version.split('.')[0]
  return {
    version,
    path: `/widget/v${version}/${WIDGET_SCRIPT_FILE}`,
    majorPath: `/widget/v${major}/${WIDGET_SCRIPT_FILE}`,
    integrity: `sha384-${createHash('sha384').update(code, 'utf8').digest('base64')}`,
  } satisfies WidgetManifest
}

export function widgetBundle(): Plugin {
  let code = ''
  let types = ''
  return {
    name: 'widget-bundle',
    apply: 'build',
    async buildStart() {
      const typesEmitted = emitWidgetTypes()
      const result = await build({
        configFile: false,
        envDir: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2020',
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: {
            input: { widget: WIDGET_SCRIPT_ENTRY },
            preserveEntrySignatures: 'strict',
            output: { entryFileNames: WIDGET_SCRIPT_FILE },
          },
        },
      })
      const outputs = (
        Array.isArray(result) ? result : [result]
      ) as Rolldown.RolldownOutput[]
      const chunks = outputs.flatMap(({ output }) => output)
      const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry)
      if (entry?.type !== 'chunk' || chunks.length !== 1) {
        throw new Error('widget.js must build to exactly one file')
      }
      code = entry.code
      types = await typesEmitted
    },
    generateBundle() {
      const manifest = toWidgetManifest(code, readWidgetVersion())
      for (const fileName of [
        WIDGET_SCRIPT_FILE,
        manifest.path.slice(1),
        manifest.majorPath.slice(1),
      ]) {
        this.emitFile({ type: 'asset', fileName, source: code })
      }
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      })
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_TYPES_FILE,
        source: types,
      })
    },
  }
}
