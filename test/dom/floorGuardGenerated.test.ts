// The floor guard the app pins must be the one compiled from the guard's
// current source: a stale pin would refuse the real guard on chain, or
// trust an old one.
import { expect, test } from 'vitest'
import {
  hashContractSources,
  readContractSources,
} from '../../devnet/contractSources'
import { floorGuard } from '../../devnet/deterministic'
import { floorGuardAbi as devnetFloorGuardAbi } from '../../devnet/generated/contracts'
import {
  floorGuardAbi,
  floorGuardAddress,
  floorGuardCodeHash,
  sourcesHash,
} from '../../src/features/swap/guards/generated/floorGuard'

test('behavior: the pinned floor guard is built from the current FloorGuard.sol', () => {
  const source = readContractSources().filter(
    ({ fileName }) => fileName === 'FloorGuard.sol',
  )
  expect(source).toHaveLength(1)
  const actualHash = hashContractSources(source)
  if (actualHash !== sourcesHash) {
    throw new Error(
      'src/features/swap/guards/generated/floorGuard.ts is stale: run npm run contracts:build',
    )
  }
  expect(actualHash).toBe(sourcesHash)
})

test('behavior: the pin names the address and code the devnets deploy', () => {
  expect(floorGuardAddress).toBe(floorGuard.address)
  expect(floorGuardCodeHash).toBe(floorGuard.codeHash)
  expect(floorGuardAbi).toEqual(devnetFloorGuardAbi)
})
