// The registry's router held to the reviewed table
// (../../chains/pinnedRouters.ts): a mismatch refuses the chain, an
// unlisted chain needs the person's acknowledgement.
import { checkPinnedRouter } from '../../chains'
import { type GuardWords, guardI18n, type SigningChain } from './types'

export function pinRouter({
  i18n,
  chain,
}: GuardWords & { chain: SigningChain }) {
  return checkPinnedRouter({
    i18n: guardI18n({ i18n }),
    chainId: chain.id,
    routerAddress: chain.routerAddress,
    routerCodeHash: chain.routerCodeHash,
  })
}
