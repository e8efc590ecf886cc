// Vite plugin: builds the partner script (src/embed/host/createSwapWidget.ts)
// on its own into `widget.js`, a stable, unhashed name partners can import,
// and its typed entry `widget.d.ts` beside it (scripts/emitWidgetTypes.ts).
// A separate build rather than another input of the app's build: in one
// build the bundler may hoist modules it shares with the app into common
// chunks, and widget.js must stay one self-contained file with no imports.
import { build, type Plugin, type Rolldown } from 'vite'
import { emitWidgetTypes, WIDGET_TYPES_FILE } from './emitWidgetTypes.ts'

export const WIDGET_SCRIPT_ENTRY = 'src/embed/host/createSwapWidget.ts'
export const WIDGET_SCRIPT_FILE = 'widget.js'

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
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_SCRIPT_FILE,
        source: code,
      })
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_TYPES_FILE,
        source: types,
      })
    },
  }
}
