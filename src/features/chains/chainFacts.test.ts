import { expect, test } from 'vitest'
import { chainFacts } from './chainFacts'
import { knownChains } from './knownChains'

test("behavior: the first screen's chain facts are viem's definitions", () => {
  const fromViem = Object.fromEntries(
    Object.values(knownChains).map((chain) => [
      chain.id,
      {
        nativeName: chain.nativeCurrency.name,
        explorerUrl: chain.blockExplorers?.default.url ?? null,
        hasRpc: (chain.rpcUrls.default.http[0] ?? '') !== '',
        hasMulticall: Boolean(chain.contracts?.multicall3),
      },
    ]),
  )
  expect(chainFacts).toEqual(fromViem)
})
