import { defineConfig } from '@playwright/test'
import {
  chromiumArgs,
  chromiumExecutablePath,
} from '../../scripts/launchChromium.ts'

// `npm run screenshots` (scripts/screenshots.ts) runs this: the browser
// tests' build and world (a stack on free ports), Debian's Chromium and the
// browser tests' flags, off the network.
export default defineConfig({
  testDir: '.',
  globalSetup: '../e2e/globalSetup.ts',
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
