import { describe, expect, test } from 'vitest'
import { stubWorkerThreads } from './stubWorkerThreads'

type Hook = (id: string) => string | null

describe('stubWorkerThreads', () => {
  test('behavior: node:worker_threads resolves to a module whose Worker throws; nothing else is touched', async () => {
    const plugin = stubWorkerThreads()
    const resolveId = plugin.resolveId as unknown as Hook
    const load = plugin.load as unknown as Hook
    const id = resolveId('node:worker_threads')
    expect(id).toBeTypeOf('string')
    expect(resolveId('node:crypto')).toBeNull()
    expect(resolveId('viem')).toBeNull()
    expect(load('/src/app/main.tsx')).toBeNull()
    const source = load(id ?? '') ?? ''
    const url = `data:text/javascript,${encodeURIComponent(source)}`
    const { Worker } = (await import(/* @vite-ignore */ url)) as {
      Worker: new () => unknown
    }
    expect(() => new Worker()).toThrow(
      'node:worker_threads is not in the browser',
    )
  })
})
