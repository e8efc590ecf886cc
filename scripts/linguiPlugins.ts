// Vite plugins for the app's messages (src/locales/README.md): Lingui's
// macros compiled away at build time, and the PO catalogues compiled into
// JS modules when imported. Every build of src/ (the app, its start-up
// pre-build, the widget's frame, vitest) uses both.
import { resolve } from 'node:path'
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin, PluginOption } from 'vite'

export const LINGUI_CONFIG_PATH = resolve(
  import.meta.dirname,
  '../lingui.config.ts',
)

/**
 * Compiles `@lingui/core/macro` and `@lingui/react/macro` with Babel, only
 * in the files that import them. @vitejs/plugin-react 6 runs no Babel and
 * @rolldown/plugin-babel needs Node 22, so this is the one Babel pass.
 * Production builds keep only each message's id: the words come from the
 * catalogue.
 */
function linguiMacroPlugin(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH })
  let isProduction = false
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      isProduction = config.isProduction
    },
    transform: {
      filter: {
        id: { include: /\.[jt]sx?$/, exclude: /node_modules/ },
        code: /@lingui\/(?:core|react)\/macro/,
      },
      async handler(code, id) {
        const path = id.split('?')[0] ?? id
        const result = await transformAsync(code, {
          filename: path,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            plugins: path.endsWith('x')
              ? ['typescript', 'jsx']
              : ['typescript'],
          },
          plugins: [
            [linguiMacro, { linguiConfig, stripMessageField: isProduction }],
          ],
        })
        if (!result?.code) return null
        return { code: result.code, map: result.map }
      },
    },
  }
}

/** The macro pass and the PO loader, for any build of src/. */
export function linguiPlugins(): PluginOption[] {
  return [
    linguiMacroPlugin(),
    lingui({ configPath: LINGUI_CONFIG_PATH, failOnCompileError: true }),
  ]
}
