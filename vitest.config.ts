import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiPlugins } from './scripts/linguiPlugins.ts'

// Two projects: browser code under jsdom, Node code (schema, server, devnet,
// integration) under node. Browser tests (Playwright) run separately.
// allowOnly: false makes a focused test (`.only`) fail the run instead of
// silently skipping every other test.
export default defineConfig({
  plugins: [react(), linguiPlugins()],
  test: {
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [
            'test/harness/setupDom.ts',
            'src/lib/i18n/testing/setupTestI18n.tsx',
          ],
          // Component tests that render a whole container take 1–3 s in
          // jsdom; on a loaded 2-core machine 5 s was seen to be too little.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'schema/**/*.test.ts',
            'server/**/*.test.ts',
            'devnet/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/**/*.test.{ts,tsx}',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
