import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devBalanceEther, devMnemonic } from './devAccounts.ts'

export const devnetChainId = 31337

export type StartAnvilParameters = {
  /** 0 or omitted: anvil binds a free port and reports it. */
  port?: number
  host?: string
  chainId?: number
  /** Extra command-line arguments for anvil. */
  args?: readonly string[]
  /** Forward anvil's own log lines (one per RPC call) to this function. */
  onLog?: (line: string) => void
  timeoutMs?: number
}

export type AnvilExit = {
  code: number | null
  signal: NodeJS.Signals | null
}

export type RunningAnvil = {
  rpcUrl: string
  host: string
  port: number
  pid: number | undefined
  /** Settles when anvil exits, whoever stopped it. */
  exited: Promise<AnvilExit>
  stop: () => Promise<void>
}

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const liveChildren = new Set<ChildProcess>()

export function findAnvilBinary(): string {
  const candidates = [
    join(rootDir, 'node_modules', '.bin', 'anvil'),
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir !== '')
      .map((dir) => join(dir, 'anvil')),
  ]
  for (const candidate of candidates) {
    if (isExecutable(candidate)) return candidate
  }
  throw new Error(
    'anvil not found: expected node_modules/.bin/anvil (npm optional ' +
      'dependency @foundry-rs/anvil-linux-amd64) or `anvil` on PATH ' +
      '(install Foundry: https://getfoundry.sh)',
  )
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export async function startAnvil(
  parameters: StartAnvilParameters = {},
): Promise<RunningAnvil> {
  const host = parameters.host ?? '127.0.0.1'
  const args = [
    '--host',
    host,
    '--port',
    String(parameters.port ?? 0),
    '--chain-id',
    String(parameters.chainId ?? devnetChainId),
    '--accounts',
    '10',
    '--balance',
    String(devBalanceEther),
    '--mnemonic',
    devMnemonic,
    ...(parameters.args ?? []),
  ]
  const child = spawn(findAnvilBinary(), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChild(child)
  const exited = new Promise<AnvilExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const stop = () => stopChild(child)
  try {
    const port = await waitForListening(child, parameters)
    const rpcUrl = `http://${host}:${port}`
    await waitForRpc(rpcUrl, parameters.timeoutMs ?? 10_000)
    return { rpcUrl, host, port, pid: child.pid, exited, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

// anvil prints "Listening on host:port" once its server is bound; with port 0
// this is the only way to learn the port. Its stdout must keep draining after
// that, or anvil blocks once the pipe buffer fills.
function waitForListening(
  child: ChildProcess,
  parameters: StartAnvilParameters,
): Promise<number> {
  const timeoutMs = parameters.timeoutMs ?? 10_000
  return new Promise((resolve, reject) => {
    let stdoutBuffer = ''
    let stderrText = ''
    let isSettled = false
    const settle = (action: () => void) => {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      action()
    }
    const timer = setTimeout(() => {
      settle(() =>
        reject(new Error(`anvil did not start within ${timeoutMs} ms`)),
      )
    }, timeoutMs)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      stdoutBuffer += chunk
      const lines = stdoutBuffer.split('\n')
      stdoutBuffer = lines.pop() ?? ''
      for (const line of lines) {
        if (isSettled) {
          parameters.onLog?.(line)
          continue
        }
        const match = /Listening on .*:(\d+)\s*$/.exec(line)
        const port = match?.[1]
        if (port !== undefined) settle(() => resolve(Number(port)))
      }
    })
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      stderrText += chunk
      if (isSettled) parameters.onLog?.(chunk.trimEnd())
    })
    child.once('error', (error) => settle(() => reject(error)))
    child.once('exit', (code, signal) => {
      settle(() =>
        reject(
          new Error(
            `anvil exited before listening (${signal ?? `code ${code}`}): ` +
              stderrText.trim(),
          ),
        ),
      )
    })
  })
}

async function waitForRpc(rpcUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_chainId',
          params: [],
        }),
      })
      if (response.ok) return
    } catch {
      // not accepting connections yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `anvil at ${rpcUrl} did not answer within ${timeoutMs} ms`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function trackChild(child: ChildProcess): void {
  if (liveChildren.size === 0) process.once('exit', killLiveChildren)
  liveChildren.add(child)
  child.once('exit', () => {
    liveChildren.delete(child)
    if (liveChildren.size === 0) process.off('exit', killLiveChildren)
  })
}

// Last resort when the owner never called stop(): an orphaned anvil would
// hold its port and memory after the test run.
function killLiveChildren(): void {
  for (const child of liveChildren) child.kill('SIGKILL')
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => child.kill('SIGKILL'), 3_000)
    child.once('exit', () => {
      clearTimeout(forceTimer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
