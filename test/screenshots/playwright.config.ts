import { defineConfig } from '@playwright/test'
import {
  chromiumArgs,
  chromiumExecutablePath,
} from '../../scripts/launchChromium.ts'

// `npm run screenshots` (scripts/screenshots.ts) starts the stack on free
// ports and runs this, with no global setup of its own. Debian's Chromium
// and the browser tests' flags, off the network.
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  workers: 1,
  reporter: 'line',
  use: {
    browserName: 'chromium',
    // English unless a picture sets its language (screenshots.spec.ts).
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
    },
  },
})
