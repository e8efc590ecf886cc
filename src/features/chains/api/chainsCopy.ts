// The registry's last good answer in this browser (lastGoodCopy.ts), loaded
// on demand: saved after an answer, read only when the proxy cannot answer.
import type { Chain as RegistryChain } from '../../../../schema/chains'
import { loadApiContract } from '../../../lib/apiClient'
import {
  getCopyStorage,
  loadLastGoodCopy,
  saveLastGoodCopy,
} from '../../../lib/lastGoodCopy'

export const CHAINS_COPY_STORAGE_KEY = 'swap.chains.v1'

type CopyStorage = Pick<Storage, 'getItem' | 'setItem'> | null | undefined

type ChainsCopy = { baseUrl: string; chains: RegistryChain[] }

export function saveChainsCopy(
  storage: CopyStorage,
  baseUrl: string,
  chains: RegistryChain[],
) {
  const value: ChainsCopy = { baseUrl, chains }
  saveLastGoodCopy({
    storage: storage === undefined ? getCopyStorage() : storage,
    key: CHAINS_COPY_STORAGE_KEY,
    value,
    savedAtMs: Date.now(),
  })
}

/** The copy for this proxy, parsed as a fresh answer is; null if none. */
export async function loadChainsCopy(storage: CopyStorage, baseUrl: string) {
  const [{ endpoints }] = await loadApiContract()
  return loadLastGoodCopy<RegistryChain[]>({
    storage: storage === undefined ? getCopyStorage() : storage,
    key: CHAINS_COPY_STORAGE_KEY,
    nowMs: Date.now(),
    parse: (value) => {
      const copy = value as Partial<ChainsCopy> | null
      if (copy?.baseUrl !== baseUrl) return null
      const parsed = endpoints.chains.response.safeParse(copy.chains)
      return parsed.success ? parsed.data : null
    },
  })
}
