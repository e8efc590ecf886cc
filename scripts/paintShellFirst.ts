import type { Plugin, Rolldown } from 'vite'

const stylesheetLinkPattern =
  /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g
const scriptTagPattern =
  /<(script type="module"|link rel="modulepreload")(?! fetchpriority)/g

/**
 * Lets an HTML entry's static shell (the card's skeleton in plain HTML) paint
 * as soon as the HTML is parsed, before any script has arrived:
 *
 * - the entry's stylesheets are inlined. Linked, a stylesheet blocks the
 *   first paint until it arrives, and the browser requests it behind the
 *   entry's modulepreloads, so the paint waited for the scripts' bytes. The
 *   proxy allows exactly these styles by hash
 *   (server/getInlineStyleHashes.ts); any other inline style stays refused;
 * - the entry's module script and its modulepreloads are fetched with
 *   `fetchpriority="low"`: they cannot change the first paint (modules run
 *   after parsing), and at the default high priority they compete with it
 *   and are counted as render-blocking. They are still requested at once,
 *   in parallel: nothing else on the page is fetched ahead of them.
 */
export function paintShellFirst(): Plugin {
  return {
    name: 'paint-shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html
          .replace(stylesheetLinkPattern, (link, fileName: string) => {
            const asset = bundle[fileName] as Rolldown.OutputAsset | undefined
            if (asset?.type !== 'asset') return link
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source)
            if (css.includes('</style')) {
              throw new Error(`${fileName} cannot be inlined: it holds </style`)
            }
            return `<style>${css}</style>`
          })
          .replace(scriptTagPattern, '<$1 fetchpriority="low"')
      },
    },
  }
}
