import { defineConfig } from '@playwright/test'
import base from '../../playwright.config.ts'

// `npm run screenshots` (scripts/screenshots.ts) starts the stack on free
// ports and runs this: the browser tests' Chromium and flags, no global
// setup of its own.
export default defineConfig({
  ...base,
  testDir: '.',
  globalSetup: undefined,
  reporter: 'line',
})
