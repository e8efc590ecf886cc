import type { Plugin } from 'vite'
import { DEPLOYMENT_PATH } from '../schema/constants.ts'

/**
 * Starts the request for the deployment's settings (/api/deployment) while
 * the HTML is parsed, in parallel with the scripts, so that reading them at
 * run time adds no round trip to the first load: the page's own fetch
 * (src/lib/loadDeployment.ts) is answered from this preload. A fetch
 * preload is reused only by a request of the same mode and credentials:
 * `crossorigin` (anonymous: CORS mode, credentials same-origin) is what a
 * plain `fetch(url)` sends. Right after the charset, ahead of the module scripts.
 */
export const DEPLOYMENT_PRELOAD = `<link rel="preload" href="${DEPLOYMENT_PATH}" as="fetch" crossorigin>`

export function deploymentPreload(): Plugin {
  return {
    name: 'deployment-preload',
    // The dev server's pages too (`npm run dev`): they load the same way.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*" ?\/?>/.exec(html)
        if (!charset) {
          throw new Error('deploymentPreload: the page has no <meta charset>')
        }
        const at = charset.index + charset[0].length
        return `${html.slice(0, at)}\n    ${DEPLOYMENT_PRELOAD}${html.slice(at)}`
      },
    },
  }
}
