import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseConfig } from './config'
import { DEVNET_BUILD_MARKER, isDevnetBuild } from './isDevnetBuild'
import { startProxy } from './startProxy'

// The real devnet build is checked in test/integration/devnetBuild.test.ts;
// these folders stand in for builds whose marker was kept or lost.

function createBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-check-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>')
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text)
  }
  return dir
}

describe('isDevnetBuild', () => {
  test('behavior: the marker, or the devnet connector in a script, makes a devnet build', () => {
    expect(isDevnetBuild(createBuild({ [DEVNET_BUILD_MARKER]: '{}' }))).toBe(
      true,
    )
    const copied = createBuild({
      'assets/lazy-Ab12.js': 'const c={id:"devnetWallet",name:"x"}',
    })
    expect(isDevnetBuild(copied)).toBe(true)
    expect(
      isDevnetBuild(createBuild({ 'assets/main-Ab12.js': 'console.log(1)' })),
    ).toBe(false)
    expect(isDevnetBuild('/nonexistent-static-dir')).toBe(false)
  })

  test('behavior: startProxy lists the problem instead of serving it with a remote upstream', async () => {
    const staticDir = createBuild({ [DEVNET_BUILD_MARKER]: '{}' })
    const config = parseConfig({
      UPSTREAM_URL: 'https://api.aggregator.example',
      AGGREGATOR_API_KEY: 'prod-key-0123456789',
      PORT: '0',
      STATIC_DIR: staticDir,
    })
    await expect(startProxy({ config, log: () => {} })).rejects.toMatchObject({
      name: 'ConfigError',
      problems: [expect.stringMatching(/^STATIC_DIR: .* devnet build/)],
    })
  })
})
