import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// The browser-code project shares one jsdom between the test files of a
// worker (vitest.config.ts, isolate: false): this file runs before each
// of them, so each starts from a page nobody has used: empty storage, no
// attributes left on <html>, real timers, no stubbed global.
localStorage.clear()
sessionStorage.clear()
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name)
}
document.head.replaceChildren()
document.body.replaceChildren()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.restoreAllMocks()

afterEach(() => {
  cleanup()
})
