import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * Debian's WebKitGTK for the browser tests, never a downloaded browser:
 * the MiniBrowser of libwebkit2gtk-4.1 driven through WebKitWebDriver
 * (package webkit2gtk-driver) over classic WebDriver, on a virtual X
 * display of its own (package xvfb). Both binaries may be named through
 * the environment on machines that keep them elsewhere.
 */
export const webKitWebDriverPath =
  process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export type WebKitDriverProcess = {
  /** e.g. http://127.0.0.1:41234, where WebDriver sessions are asked. */
  url: string
  /** What a new session asks for: MiniBrowser, in automation mode. */
  capabilities: Record<string, unknown>
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve()
      return
    }
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Xvfb on the first free display; resolves with its number. */
async function startXvfb() {
  // -displayfd: Xvfb picks a free display and writes its number to fd 3.
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const display = await new Promise<string>((resolve, reject) => {
    let written = ''
    xvfb.stdio[3]?.on('data', (chunk) => {
      written += String(chunk)
      if (written.includes('\n')) resolve(written.trim())
    })
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
  return { xvfb, display: `:${display}` }
}

/** Xvfb, then WebKitWebDriver on a free port, ready for sessions. */
export async function startWebKitDriver(): Promise<WebKitDriverProcess> {
  const { xvfb, display } = await startXvfb()
  const port = await freePort()
  const driver = spawn(webKitWebDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  })
  const stop = async () => {
    await stopProcess(driver)
    await stopProcess(xvfb)
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const isReady = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (isReady) break
    if (Date.now() > deadline || driver.exitCode !== null) {
      await stop()
      throw new Error(`WebKitWebDriver did not start on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    capabilities: {
      'webkitgtk:browserOptions': {
        binary: miniBrowserPath,
        args: ['--automation'],
      },
    },
    stop,
  }
}
