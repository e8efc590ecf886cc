// Which routers the allowances page reads allowances to. On a chain whose
// router is pinned (../../chains/pinnedRouters.ts) the pinned one: the only
// spender the app ever approves there. On a chain with none, the registry's
// router and every router the account swapped through with this app (the
// `to` of its swaps in the activity history, read from the chain): a router
// the registry named before may still hold an approval.
import { type Address, type Hash, isAddressEqual } from 'viem'
import { pinnedRouters } from '../../chains'

export type GetAllowanceSpendersParameters = {
  /** A public client: reads each swap's `to`. */
  client: {
    getTransaction: (args: { hash: Hash }) => Promise<{ to: Address | null }>
  }
  chainId: number
  /** The registry's router for the chain. */
  registryRouter: Address
  owner: Address
  /** The account's swaps on this chain, from the activity history. */
  swapHashes: readonly Hash[]
}

export async function getAllowanceSpenders({
  client,
  chainId,
  registryRouter,
  owner,
  swapHashes,
}: GetAllowanceSpendersParameters): Promise<Address[]> {
  const pinned = pinnedRouters[chainId]
  if (pinned) return [pinned.address]
  const spenders: Address[] = [registryRouter]
  const sent = await Promise.all(
    swapHashes.map((hash) =>
      client.getTransaction({ hash }).then(
        (tx) => tx.to,
        // A swap the node no longer knows (replaced, another node): skip.
        () => null,
      ),
    ),
  )
  for (const to of sent) {
    // A batched swap goes to the account itself (EIP-7702): no router.
    if (!to || isAddressEqual(to, owner)) continue
    if (!spenders.some((known) => isAddressEqual(known, to))) spenders.push(to)
  }
  return spenders
}
