// Vite plugin: puts each HTML entry's first-paint script, bundled to one
// small classic script, inline where the entry's marker comment is: in
// embed.html's head (src/embed/firstPaint.ts: the partner's theme, the
// frame's language) and at the end of index.html's body
// (src/app/firstPaint.ts: the shell's words in the visitor's language).
// Inline, it runs before the first paint and costs no request. The shells'
// words come from the catalogues at build time (scripts/shellWords.ts). The
// proxy allows each script by its hash (server/getInlineStyleHashes.ts,
// getInlineScriptHashes).
import { build, type Plugin, type Rolldown } from 'vite'
import {
  APP_SHELL_WORDS,
  EMBED_SHELL_WORDS,
  readShellWordTable,
  type ShellWord,
} from './shellWords.ts'

export const FIRST_PAINT_MARKER = '<!-- first-paint-script -->'

type FirstPaintEntry = { entry: string; words: readonly ShellWord[] }

/** Each page's script and the shell words it carries. */
export const FIRST_PAINT_ENTRIES: Record<string, FirstPaintEntry> = {
  'index.html': { entry: 'src/app/firstPaint.ts', words: APP_SHELL_WORDS },
  'embed.html': {
    entry: 'src/embed/firstPaint.ts',
    words: EMBED_SHELL_WORDS,
  },
}

/** A first-paint script as one minified classic script (an IIFE). */
export async function bundleFirstPaintScript(
  { entry, words }: FirstPaintEntry,
  root?: string,
): Promise<string> {
  const table = await readShellWordTable(words)
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    logLevel: 'warn',
    define: { __SHELL_WORDS__: JSON.stringify(table) },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { firstPaint: entry },
        output: { format: 'iife' },
      },
    },
  })
  const outputs = (
    Array.isArray(result) ? result : [result]
  ) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap(({ output }) => output)
  const chunk = chunks.find((item) => item.type === 'chunk' && item.isEntry)
  if (chunk?.type !== 'chunk' || chunks.length !== 1) {
    throw new Error(`${entry} must build to exactly one file`)
  }
  const code = chunk.code.trim()
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${entry} cannot be inlined: it holds </script or <!--`)
  }
  return code
}

export function inlineFirstPaintScript(): Plugin {
  const codes = new Map<string, Promise<string>>()
  let root: string | undefined
  return {
    name: 'inline-first-paint-script',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        const page = Object.keys(FIRST_PAINT_ENTRIES).find((name) =>
          filename.endsWith(name),
        )
        const entry = page && FIRST_PAINT_ENTRIES[page]
        if (!page || !entry) return html
        if (!html.includes(FIRST_PAINT_MARKER)) {
          throw new Error(`${page} has no ${FIRST_PAINT_MARKER}`)
        }
        let code = codes.get(page)
        if (!code) {
          code = bundleFirstPaintScript(entry, root)
          codes.set(page, code)
        }
        return html.replace(
          FIRST_PAINT_MARKER,
          `<script>${await code}</script>`,
        )
      },
    },
  }
}
