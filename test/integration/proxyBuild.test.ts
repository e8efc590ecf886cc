import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { loadEnv } from 'vite'
import { beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_REFERENCE_API_KEY } from '../../server/config'
import { createTestProxy } from '../../server/testing/createTestProxy'
import {
  BUILD_CANARIES,
  getSharedBuild,
  listFiles,
  projectRoot as root,
} from '../harness/buildProductionSpa'

// The partner key must never reach the browser through the bundle. The SPA
// is built for production, as `npm run build` does (the tests' shared
// build, made with a canary key in the proxy's key variable and its usual
// misspellings, so a `define` or a config that reads them would show), and
// every emitted file is searched, for the canary and for the key this
// machine configures (environment or .env, which the proxy reads). Then the proxy serves the
// build, and nothing it sends carries the key either. (VITE_* variables are
// public by Vite's design and are not used for the canary.)

const canary = BUILD_CANARIES.apiKey
let outDir = ''
// Read here, not while the build sets the canary in the same variable.
const configuredKeys = [
  ...new Set([
    LOCAL_REFERENCE_API_KEY,
    process.env.AGGREGATOR_API_KEY,
    loadEnv('production', root, '').AGGREGATOR_API_KEY,
  ]),
].filter((key): key is string => Boolean(key))

function findSecrets(dir: string, secrets: string[]) {
  return listFiles(dir).flatMap((file) => {
    const text = readFileSync(file).toString('latin1')
    return secrets
      .filter((secret) => text.includes(secret))
      .map((secret) => `${relative(root, file)} contains ${secret}`)
  })
}

beforeAll(async () => {
  outDir = await getSharedBuild('production')
}, 300_000)

describe('built SPA', () => {
  test('behavior: no file of the build holds the canary key', () => {
    const files = listFiles(outDir)
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true)
    expect(findSecrets(outDir, [canary])).toEqual([])
  })

  test('behavior: no file of the build holds the key this machine configures', () => {
    expect(configuredKeys).toContain(LOCAL_REFERENCE_API_KEY)
    expect(findSecrets(outDir, configuredKeys)).toEqual([])
  })

  test('behavior: the proxy serves the build without the key in any answer', async () => {
    const proxy = createTestProxy({
      staticDir: outDir,
      env: { AGGREGATOR_API_KEY: canary },
    })
    const paths = [
      '/',
      '/index.html',
      '/some/client/route',
      // The .br/.gz copies are served as encodings of their files only.
      ...listFiles(outDir)
        .filter((file) => !/\.(br|gz)$/.test(file))
        .map((file) => `/${relative(outDir, file)}`),
    ]
    const decode = (body: Buffer, encoding: string | null) =>
      encoding === 'br'
        ? brotliDecompressSync(body)
        : encoding === 'gzip'
          ? gunzipSync(body)
          : body
    for (const path of paths) {
      for (const acceptEncoding of ['identity', 'br', 'gzip']) {
        const response = await proxy.request(path, {
          headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
        })
        expect(response.status, path).toBe(200)
        const text = decode(
          Buffer.from(await response.arrayBuffer()),
          response.headers.get('content-encoding'),
        ).toString('latin1')
        expect(text).not.toContain(canary)
        expect([...response.headers].join('\n')).not.toContain(canary)
      }
    }
  })
})
