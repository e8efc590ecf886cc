import type { AppToken } from '../types'
import {
  type TokenListQuery,
  type UseTokenListOptions,
  useTokenList,
} from './useTokenList'
import { useTokenListProgress } from './useTokenListProgress'

/**
 * The chain's list query, and the tokens to show from it now: the whole list
 * once loaded; while it loads, the pages that have arrived; undefined before
 * the first page or when the list failed.
 */
export function useTokenListSoFar(
  chainId: number,
  options: UseTokenListOptions,
): { list: TokenListQuery; tokens: AppToken[] | undefined } {
  const list = useTokenList(chainId, options)
  const progress = useTokenListProgress(chainId, options)
  return {
    list,
    tokens: list.data ?? (list.isPending ? progress : undefined),
  }
}
