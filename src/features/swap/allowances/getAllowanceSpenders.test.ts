import type { Address, Hash } from 'viem'
import { describe, expect, test } from 'vitest'
import { pinnedRouters } from '../../chains'
import { getAllowanceSpenders } from './getAllowanceSpenders'

const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const registry: Address = '0x1111111111111111111111111111111111111111'
const older: Address = '0x2222222222222222222222222222222222222222'
const hash = (digit: string) => `0x${digit.repeat(64)}` as Hash

/** A node that knows the swaps in `sent` (hash → to); others are unknown. */
const nodeWith = (sent: Record<Hash, Address>) => ({
  getTransaction: async ({ hash: asked }: { hash: Hash }) => {
    const to = sent[asked]
    if (!to) throw new Error('transaction not found')
    return { to }
  },
})

describe('getAllowanceSpenders', () => {
  test('behavior: a pinned chain reads its pinned router only, asking nothing', async () => {
    const pinned = pinnedRouters[31337]
    if (!pinned) throw new Error('devnet not pinned')
    const spenders = await getAllowanceSpenders({
      client: nodeWith({}),
      chainId: 31337,
      registryRouter: registry,
      owner,
      swapHashes: [hash('a')],
    })
    expect(spenders).toEqual([pinned.address])
  })

  test('behavior: an unpinned chain reads the registry’s router and each router the history swapped through, once', async () => {
    const spenders = await getAllowanceSpenders({
      client: nodeWith({
        [hash('a')]: older,
        [hash('b')]: registry,
        [hash('c')]: older,
        // A batched swap: sent to the account itself.
        [hash('d')]: owner,
      }),
      chainId: 4663,
      registryRouter: registry,
      owner,
      // hash('e') is not known to the node.
      swapHashes: [hash('a'), hash('b'), hash('c'), hash('d'), hash('e')],
    })
    expect(spenders).toEqual([registry, older])
  })
})
