// The swap probe's code in the browser bundle must be compiled from the
// probe's current source: a stale module would measure with old code.
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
  hashContractSources,
  readContractSources,
} from '../../devnet/contractSources'
import { sourcesHash } from '../../src/features/swap/guards/generated/swapProbe'

const probeDir = join(
  import.meta.dirname,
  '../../src/features/swap/guards/probe',
)

test('behavior: the generated probe module is built from the current .sol source', () => {
  const sources = readContractSources(probeDir)
  expect(sources.map((source) => source.fileName)).toEqual(['SwapProbe.sol'])
  const actualHash = hashContractSources(sources)
  if (actualHash !== sourcesHash) {
    throw new Error(
      'src/features/swap/guards/generated/swapProbe.ts is stale: run npm run contracts:build',
    )
  }
  expect(actualHash).toBe(sourcesHash)
})
