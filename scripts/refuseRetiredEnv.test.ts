import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ConfigEnv, UserConfig } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { refuseRetiredEnv } from './refuseRetiredEnv'

const configEnv: ConfigEnv = { command: 'build', mode: 'production' }

function runConfigHook(root: string) {
  const hook = refuseRetiredEnv().config as (
    config: UserConfig,
    env: ConfigEnv,
  ) => unknown
  return () => hook({ root }, configEnv)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('refuseRetiredEnv', () => {
  test('behavior: a build without the retired variables goes on', () => {
    const root = mkdtempSync(join(tmpdir(), 'retired-env-'))
    vi.stubEnv('VITE_DEVNET', 'true')
    expect(runConfigHook(root)).not.toThrow()
  })

  test('behavior: each retired variable, from the environment or .env, fails the build naming its replacement', () => {
    const root = mkdtempSync(join(tmpdir(), 'retired-env-'))
    writeFileSync(join(root, '.env'), 'VITE_API_BASE_URL=/api\n')
    vi.stubEnv('VITE_RPC_URLS', '31337=http://127.0.0.1:8545')
    vi.stubEnv('VITE_WALLETCONNECT_PROJECT_ID', 'abc123def456')
    expect(runConfigHook(root)).toThrow(
      [
        'Deployment settings are read at run time now:',
        '  - VITE_RPC_URLS: no longer read; set RPC_URLS (chainId=url,…) on the proxy',
        '  - VITE_WALLETCONNECT_PROJECT_ID: no longer read; set WALLETCONNECT_PROJECT_ID on the proxy',
        '  - VITE_API_BASE_URL: no longer read; the app calls /api on its own origin, where the proxy serves it',
      ].join('\n'),
    )
  })
})
