import type { Plugin } from 'vite'

const STUB_ID = '\0node-worker-threads-stub'

/**
 * Vite plugin: `node:worker_threads` in a browser bundle is a module that
 * throws if ever used. viem's `ox` imports it from one function of its
 * Tempo chain support (ox/_esm/tempo/internal/virtualMasterPool.js), which
 * the browser never calls (it checks for Node first and takes Web Workers
 * otherwise). Left to Vite, the import is "externalized for browser
 * compatibility", with a warning on every build; stubbed here, it resolves
 * to this module and is tree-shaken away with the function.
 */
export function stubWorkerThreads(): Plugin {
  return {
    name: 'stub-worker-threads',
    enforce: 'pre',
    resolveId(source) {
      return source === 'node:worker_threads' ? STUB_ID : null
    },
    load(id) {
      if (id !== STUB_ID) return null
      return [
        'export class Worker {',
        '  constructor() {',
        "    throw new Error('node:worker_threads is not in the browser')",
        '  }',
        '}',
      ].join('\n')
    },
  }
}
