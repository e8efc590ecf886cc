/** wagmi's storage key for this app (createWagmiConfig's default). */
export const WALLET_STORAGE_KEY = 'swap.wagmi'

/**
 * Whether wagmi saved a connected session in `storage` (its persisted
 * state, `<key>.store`, names a current connection). Read before wagmi's
 * code is here: the page fetches it at start-up for a returning person,
 * and a configuration restores a session only where there is one.
 */
export function hasSavedWalletSession(
  storage: Storage | null,
  key = WALLET_STORAGE_KEY,
): boolean {
  try {
    const saved = JSON.parse(storage?.getItem(`${key}.store`) ?? 'null') as {
      state?: { current?: unknown }
    } | null
    return typeof saved?.state?.current === 'string'
  } catch {
    return false
  }
}
