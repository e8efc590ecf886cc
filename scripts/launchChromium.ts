import { type Browser, chromium } from '@playwright/test'

/** Debian's Chromium, never a downloaded browser (TOOLCHAIN.md). */
export const chromiumExecutablePath =
  process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium off the network this machine does not have. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Chromium as the browser tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  })
}
