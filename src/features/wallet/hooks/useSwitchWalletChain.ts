import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import { lazyModule } from '../../../lib/lazyModule'

/** The switch itself: fetched on the first press that asks for it. */
const chainSwitch = lazyModule(() => import('../switchWalletChain'))

/**
 * Asks the wallet to move to a network, as useSwitchChain's `mutate` did:
 * a refusal is the wallet's to show, and the wrong-network prompt
 * (WrongChainPrompt) stays with its own button and error.
 */
export function useSwitchWalletChain(): (chainId: number) => void {
  const config = useConfig()
  return useCallback(
    (chainId: number) => {
      chainSwitch
        .load()
        .then(({ switchWalletChain }) => switchWalletChain(config, chainId))
        .catch(() => undefined)
    },
    [config],
  )
}
