// Renders the page's main states from the devnet into docs/screenshots/*.png
// (the README shows them): empty, quoted, comparison open, approval pending,
// swap confirmed, dark theme, phone width, and one picture per language.
// test/screenshots/ runs like the browser tests: the one devnet build
// (test/e2e/globalSetup.ts), a world of its own on free ports (the `world`
// fixture of test/e2e/fixtures/test.ts, on the spec's budget), Debian's
// Chromium and the test wallet, which signs for real with a dev account.
//
//   npm run screenshots
import { spawn } from 'node:child_process'

const code = await new Promise<number | null>((done) => {
  const child = spawn(
    'npx',
    ['playwright', 'test', '-c', 'test/screenshots/playwright.config.ts'],
    { stdio: 'inherit' },
  )
  child.on('exit', done)
})
if (code !== 0) {
  console.error(`rendering failed (exit ${code})`)
  process.exit(1)
}
