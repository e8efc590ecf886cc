import { defineConfig } from '@playwright/test'
import {
  chromiumArgs,
  chromiumExecutablePath,
} from './scripts/launchChromium.ts'

// Debian's Chromium, never a downloaded browser. The flags keep it off the
// network this machine does not have. A focused test (`test.only`) fails
// the run everywhere, not only on CI: it would silently drop the rest.
//
// Each worker runs its own local world on free ports (test/e2e/fixtures/
// test.ts), so workers run side by side: three by default (on this 2-core
// machine the whole suite, 156 tests, took 4.4 min on three and 4.7 on
// two, 10.1 on one: a worker spends much of a test waiting for its chain,
// service and browser); E2E_WORKERS overrides the count.
export default defineConfig({
  testDir: 'test/e2e',
  forbidOnly: true,
  globalSetup: './test/e2e/globalSetup.ts',
  // why: a whole test, not one wait: a journey of several steps, each of
  // them held to 10 s (test/e2eTimeouts.test.ts); the longest, two swaps
  // over WalletConnect, took up to 24 s with two workers on this machine.
  timeout: 60_000,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries anywhere: a test that fails once fails the run, and on CI
  // a test that would pass only on a second attempt fails it too
  // (failOnFlakyTests, should retries ever be set on the command line).
  // The two failures once retried here: the widget's was a press landing
  // while the frame resized (now every press waits for it to hold still),
  // and the WalletConnect one did not recur in 378 runs (test/README.md).
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    // The page speaks the browser's language: every spec reads English
    // unless it sets another (test/e2e/languages.spec.ts).
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
    },
  },
})
