import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiPlugins } from './scripts/linguiPlugins.ts'

// Browser code under jsdom (two projects: one sharing a jsdom per worker,
// one isolating the files that replace modules), Node code (schema,
// server, devnet, integration) under node. Browser tests (Playwright) run
// separately. allowOnly: false makes a focused test (`.only`) fail the run instead of
// silently skipping every other test.
const browserCode = {
  environment: 'jsdom' as const,
  setupFiles: [
    'test/dom/setupDom.ts',
    'src/lib/i18n/testing/setupTestI18n.tsx',
  ],
  // Component tests that render a whole container take 1–3 s in jsdom; on
  // a loaded 2-core machine 5 s was seen to be too little.
  testTimeout: 15_000,
}

// Test files that replace a module of the app (vi.mock) get a module
// graph of their own, so the replacement never reaches another file.
const ownModuleGraph = [
  'src/features/swap/view/compareIndicativeRoute.test.tsx',
  'src/features/swap/lifecycle/useResumeSwaps.test.tsx',
]

export default defineConfig({
  plugins: [react(), linguiPlugins()],
  test: {
    allowOnly: false,
    // Vitest's default leaves one of this machine's two cores idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          ...browserCode,
          name: 'browser-code',
          include: [
            'src/**/*.test.{ts,tsx}',
            'packages/swap-widget/src/**/*.test.{ts,tsx}',
          ],
          exclude: ownModuleGraph,
          // One jsdom and one module graph per worker, shared by its test
          // files: setting up jsdom and importing React, wagmi and viem for
          // each of 120 files cost more than running their tests. Each
          // file still starts on a clean page (test/dom/setupDom.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...browserCode,
          name: 'browser-code-isolated',
          include: ownModuleGraph,
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
