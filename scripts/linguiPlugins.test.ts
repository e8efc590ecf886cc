import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Plugin } from 'vite'
import { describe, expect, test } from 'vitest'
import { type FirstScreenMessages, linguiPlugins } from './linguiPlugins'

const dePath = resolve(import.meta.dirname, '../src/locales/de.po')
const frPath = resolve(import.meta.dirname, '../src/locales/fr.po')

async function loadPart(
  part: 'first' | 'rest',
  firstScreen?: FirstScreenMessages,
  path = dePath,
) {
  const plugin = (linguiPlugins(firstScreen) as Plugin[]).find(
    ({ name }) => name === 'lingui-catalogue-parts',
  )
  if (!plugin) throw new Error('no catalogue-parts plugin')
  const { handler } = plugin.transform as {
    handler: (
      this: unknown,
      source: string,
      id: string,
    ) => Promise<{ code: string }>
  }
  const { code } = await handler.call(
    { addWatchFile: () => undefined },
    readFileSync(path, 'utf8'),
    `${path}?${part}`,
  )
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1] ?? '""'
  return JSON.parse(JSON.parse(literal)) as Record<string, unknown>
}

describe('linguiPlugins: catalogue parts', () => {
  test('behavior: the first part holds the first screen’s messages, the rest every other, none in both', async () => {
    const amount = generateMessageId('Amount to sell')
    const firstScreen = { ids: new Set([amount]) }
    const first = await loadPart('first', firstScreen)
    const rest = await loadPart('rest', firstScreen)
    expect(Object.keys(first)).toEqual([amount])
    expect(first[amount]).toBeTruthy()
    expect(rest[amount]).toBeUndefined()
    expect(Object.keys(rest).length).toBeGreaterThan(100)
  })

  test('behavior: where no build knows the first screen, the first part is the whole catalogue', async () => {
    const first = await loadPart('first')
    const rest = await loadPart('rest')
    expect(Object.keys(first).length).toBeGreaterThan(100)
    expect(rest).toEqual({})
  })

  test('behavior: French no-break spaces (written \\xA0 by the compiler, an escape JSON lacks) come through as they are', async () => {
    const first = await loadPart('first', undefined, frPath)
    const texts = JSON.stringify(Object.values(first))
    expect(texts).toContain('\u00a0:')
  })
})
