import type { Config } from 'wagmi'
import { switchChain } from 'wagmi/actions'

/**
 * Asks the connected wallet to move to `chainId`. Its own module, fetched
 * on the first switch (useSwitchWalletChain): wagmi's useSwitchChain would
 * bring TanStack's mutation observer into the first screen for a press
 * that only a connected wallet on another network makes.
 */
export async function switchWalletChain(
  config: Config,
  chainId: number,
): Promise<void> {
  await switchChain(config, { chainId })
}
