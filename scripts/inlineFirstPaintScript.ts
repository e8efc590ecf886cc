// Vite plugin: puts src/embed/firstPaint.ts, bundled to one small classic
// script, inline in embed.html's head, where the marker comment is. Inline,
// it runs before the body is parsed and costs no request: the frame's first
// paint already has the partner's theme. The proxy allows it by its hash
// (server/getInlineStyleHashes.ts, getInlineScriptHashes).
import { build, type Plugin, type Rolldown } from 'vite'

export const FIRST_PAINT_ENTRY = 'src/embed/firstPaint.ts'
export const FIRST_PAINT_MARKER = '<!-- first-paint-script -->'

/** The first-paint script as one minified classic script (an IIFE). */
export async function bundleFirstPaintScript(root?: string): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { firstPaint: FIRST_PAINT_ENTRY },
        output: { format: 'iife' },
      },
    },
  })
  const outputs = (
    Array.isArray(result) ? result : [result]
  ) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap(({ output }) => output)
  const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry)
  if (entry?.type !== 'chunk' || chunks.length !== 1) {
    throw new Error('the first-paint script must build to exactly one file')
  }
  const code = entry.code.trim()
  if (/<\/script/i.test(code)) {
    throw new Error(
      'the first-paint script cannot be inlined: it holds </script',
    )
  }
  return code
}

export function inlineFirstPaintScript(): Plugin {
  let code: Promise<string> | null = null
  let root: string | undefined
  return {
    name: 'inline-first-paint-script',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!filename.endsWith('embed.html')) return html
        if (!html.includes(FIRST_PAINT_MARKER)) {
          throw new Error(`embed.html has no ${FIRST_PAINT_MARKER}`)
        }
        code ??= bundleFirstPaintScript(root)
        return html.replace(
          FIRST_PAINT_MARKER,
          `<script>${await code}</script>`,
        )
      },
    },
  }
}
