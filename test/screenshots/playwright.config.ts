import { defineConfig } from '@playwright/test'

// `npm run screenshots` (scripts/screenshots.ts) starts the stack on free
// ports and runs this, with no global setup of its own. Debian's Chromium
// and the browser tests' flags (playwright.config.ts), off the network.
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  workers: 1,
  reporter: 'line',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
})
