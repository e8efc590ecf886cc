// Vite plugins for the app's messages (src/locales/README.md): Lingui's
// macros compiled away at build time, and the PO catalogues compiled into
// JS modules when imported. Every build of src/ (the app, its start-up
// pre-build, the widget's frame, vitest) uses both.
import { resolve } from 'node:path'
import {
  type NodePath,
  type PluginObj,
  types as t,
  transformAsync,
} from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin, PluginOption } from 'vite'

export const LINGUI_CONFIG_PATH = resolve(
  import.meta.dirname,
  '../lingui.config.ts',
)

const isNamed = (
  key: t.Node,
  names: readonly string[],
): key is t.Identifier | t.JSXIdentifier =>
  (t.isIdentifier(key) || t.isJSXIdentifier(key)) && names.includes(key.name)

/** A message as the JS Lingui interpolates, without parsing ICU at run
 * time: ["Switch to ", ["chainName"]]. */
const compiled = (message: string) =>
  t.valueToNode(compileMessage(message)) as t.Expression

/**
 * Rewrites what the macros generate: each message's English becomes its
 * compiled form, and comments and contexts, for translators only, go.
 * English is the source language: it ships inside the code that shows it,
 * lazy chunks included, and needs no catalogue; a translation missing from
 * a catalogue falls back to it. Runs before the macro plugin: on entering
 * the file it notes the objects and elements the source itself wrote, on
 * leaving it (the macros expanded) it rewrites only the others.
 */
function inlineCompiledMessages(): PluginObj {
  const written = new WeakSet<t.Node>()
  const visitor = {
    ObjectExpression(path: NodePath<t.ObjectExpression>) {
      if (written.has(path.node)) return
      const properties = path.node.properties.filter(
        (property): property is t.ObjectProperty =>
          t.isObjectProperty(property),
      )
      if (!properties.some(({ key }) => isNamed(key, ['id']))) return
      path.node.properties = path.node.properties.filter(
        (property) =>
          !t.isObjectProperty(property) ||
          !isNamed(property.key, ['comment', 'context']),
      )
      for (const property of properties) {
        if (
          isNamed(property.key, ['message']) &&
          t.isStringLiteral(property.value)
        ) {
          property.value = compiled(property.value.value)
        }
      }
    },
    JSXOpeningElement(path: NodePath<t.JSXOpeningElement>) {
      if (written.has(path.node) || !isNamed(path.node.name, ['Trans'])) {
        return
      }
      path.node.attributes = path.node.attributes.filter(
        (attribute) =>
          !t.isJSXAttribute(attribute) ||
          !isNamed(attribute.name, ['comment', 'context']),
      )
      for (const attribute of path.node.attributes) {
        if (
          t.isJSXAttribute(attribute) &&
          isNamed(attribute.name, ['message']) &&
          t.isStringLiteral(attribute.value)
        ) {
          attribute.value = t.jsxExpressionContainer(
            compiled(attribute.value.value),
          )
        }
      }
    },
  }
  const note = {
    'ObjectExpression|JSXOpeningElement'(path: NodePath) {
      written.add(path.node)
    },
  }
  return {
    name: 'inline-compiled-messages',
    visitor: {
      Program: {
        enter: (program) => program.traverse(note),
        exit: (program) => program.traverse(visitor),
      },
    },
  }
}

// `npm run build` builds src/ three times in one process (the start-up
// pre-build, the app, the widget's frame): each file is compiled once.
const compiledFiles = new Map<string, ReturnType<typeof compileMacros>>()

async function compileMacros(
  path: string,
  code: string,
  linguiConfig: ReturnType<typeof getConfig>,
) {
  const result = await transformAsync(code, {
    filename: path,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: {
      plugins: path.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'],
    },
    plugins: [
      inlineCompiledMessages,
      [linguiMacro, { linguiConfig, stripMessageField: false }],
    ],
  })
  if (!result?.code) return null
  return { code: result.code, map: result.map }
}

/**
 * Compiles `@lingui/core/macro` and `@lingui/react/macro` with Babel, only
 * in the files that import them. @vitejs/plugin-react 6 runs no Babel and
 * @rolldown/plugin-babel needs Node 22, so this is the one Babel pass.
 */
function linguiMacroPlugin(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH })
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[jt]sx?$/, exclude: /node_modules/ },
        code: /@lingui\/(?:core|react)\/macro/,
      },
      handler(code, id) {
        const path = id.split('?')[0] ?? id
        const key = `${process.env.NODE_ENV}\0${path}\0${code}`
        let result = compiledFiles.get(key)
        if (!result) {
          result = compileMacros(path, code, linguiConfig)
          compiledFiles.set(key, result)
        }
        return result
      },
    },
  }
}

/**
 * The ids of the messages a page's first screen can show, filled by
 * startupChunk (scripts/startupChunk.ts) from the start-up chunk's code
 * before any catalogue is compiled; null where no build knows them (the
 * dev server, vitest, a pre-build).
 */
export type FirstScreenMessages = { ids: ReadonlySet<string> | null }

const COMPILED_CATALOGUE = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/

/**
 * A catalogue imported as `x.po?first` holds the messages of the first
 * screen, `x.po?rest` the others (src/lib/i18n/loadMessages.ts): the page
 * waits for the first part only. Where the first screen is not known, the
 * first part is the whole catalogue and the rest is empty.
 */
function cataloguePart(
  source: string,
  part: string,
  firstScreen: FirstScreenMessages,
): string {
  const literal = COMPILED_CATALOGUE.exec(source)?.[1]
  if (!literal) throw new Error('unexpected compiled catalogue')
  // The compiler writes a JS string literal, not JSON: French's no-break
  // spaces come out as `\xA0`, an escape JSON does not know.
  const json = literal.replace(
    /(?<!\\)((?:\\\\)*)\\x([0-9a-fA-F]{2})/g,
    '$1\\u00$2',
  )
  const messages = JSON.parse(JSON.parse(json) as string) as Record<
    string,
    unknown
  >
  const { ids } = firstScreen
  const isFirst = (id: string) => (ids ? ids.has(id) : true)
  const kept = Object.fromEntries(
    Object.entries(messages).filter(
      ([id]) => isFirst(id) === (part === 'first'),
    ),
  )
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(kept))})`
}

/**
 * Lingui's own Vite plugins (the PO loader, and an error for a macro that
 * escaped compilation), their hooks behind filters: without them every
 * module of every build would pass through a JS callback.
 */
function poCataloguePlugins(firstScreen: FirstScreenMessages): Plugin[] {
  const [macroError, poLoader] = lingui({
    configPath: LINGUI_CONFIG_PATH,
    failOnCompileError: true,
  }) as [Plugin, Plugin]
  const resolveMacro = macroError.resolveId as Extract<
    Plugin['resolveId'],
    (...args: never[]) => unknown
  >
  const transformPo = poLoader.transform as Extract<
    Plugin['transform'],
    (...args: never[]) => unknown
  >
  return [
    {
      ...macroError,
      resolveId: {
        filter: { id: /^@lingui\/(?:core|react)\/macro$/ },
        handler: resolveMacro,
      },
    },
    {
      ...poLoader,
      transform: { filter: { id: /\.po$/ }, handler: transformPo },
    },
    {
      name: 'lingui-catalogue-parts',
      transform: {
        filter: { id: /\.po\?(?:first|rest)$/ },
        async handler(source, id) {
          const [path = id, part = ''] = id.split('?')
          const compiled = (await transformPo.call(this, source, path)) as {
            code: string
          }
          return {
            code: cataloguePart(compiled.code, part, firstScreen),
            map: null,
          }
        },
      },
    },
  ]
}

/** The macro pass and the PO loader, for any build of src/. */
export function linguiPlugins(
  firstScreen: FirstScreenMessages = { ids: null },
): PluginOption[] {
  return [linguiMacroPlugin(), ...poCataloguePlugins(firstScreen)]
}
