import { parseAbi } from 'viem'
import { expect, test } from 'vitest'
import { hashContractSources, readContractSources } from './contractSources.ts'
import { routerAbi, sourcesHash } from './generated/contracts.ts'

test('behavior: the generated module is built from the current .sol sources', () => {
  const actualHash = hashContractSources(readContractSources())
  if (actualHash !== sourcesHash) {
    throw new Error(
      'devnet/generated/contracts.ts is stale: run npm run contracts:build',
    )
  }
  expect(actualHash).toBe(sourcesHash)
})

// The off-chain aggregator encodes calls against exactly this interface.
const agreedRouterInterface = parseAbi([
  'struct Hop { address pool; uint8 kind; address tokenOut; }',
  'struct Path { uint256 amountIn; Hop[] hops; }',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address recipient, uint256 deadline, Path[] paths) payable returns (uint256 amountOut)',
  'event Swap(address indexed _from, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 fee)',
  'error Expired(uint256 deadline, uint256 timestamp)',
  'error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)',
  'error InvalidPath()',
  'error InvalidAmount()',
])

test('behavior: the router ABI keeps the interface the aggregator encodes', () => {
  for (const expected of agreedRouterInterface) {
    const actual = routerAbi.find(
      (item) => item.type === expected.type && item.name === expected.name,
    )
    expect(normalize(actual), expected.name).toEqual(normalize(expected))
  }
})

// Drops what only one side spells out (solc's internalType, explicit
// `indexed: false`, `anonymous: false`).
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, entry]) =>
          key !== 'internalType' &&
          !((key === 'indexed' || key === 'anonymous') && entry === false),
      )
      .map(([key, entry]) => [key, normalize(entry)]),
  )
}
