// Renders the README's pictures into docs/screenshots/<name>.png from the
// states the CI's screenshot check holds (test/e2e/screens.ts): runs that
// check, test/e2e/screens.spec.ts, with E2E_SCREENSHOTS_DIR set, so a state
// is saved only once it matched its baseline. Like every browser test: the
// one devnet build, a world of its own on free ports, Debian's Chromium and
// the test wallet, which signs for real with a dev account. Arguments go to
// Playwright; a change that alters the pictures renders both at once:
//
//   npm run screenshots
//   npm run screenshots -- --update-snapshots
import { spawn } from 'node:child_process'

const DOCS_DIR = 'docs/screenshots'

const code = await new Promise<number | null>((done) => {
  const child = spawn(
    'npx',
    [
      'playwright',
      'test',
      'test/e2e/screens.spec.ts',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_SCREENSHOTS_DIR: DOCS_DIR },
    },
  )
  child.on('exit', done)
})
if (code !== 0) {
  console.error(
    `rendering failed (exit ${code}): a state that differs from its baseline is not saved; if the change is meant, add --update-snapshots`,
  )
  process.exit(1)
}
