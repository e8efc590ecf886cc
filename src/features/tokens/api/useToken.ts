import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { ZERO_ADDRESS } from '../../../lib/addressKey'
import { findToken } from '../search/findToken'
import type { AppToken } from '../types'
import { getTokenDetailQueryOptions } from './getTokenDetailQueryOptions'
import { type UseTokenListOptions, useTokenList } from './useTokenList'

export type UseTokenParameters = Pick<
  UseTokenListOptions,
  'nativeSymbol' | 'nativeName' | 'nativeDecimals'
> & {
  chainId: number
  address: Address | string | null | undefined
}

export type TokenLookup = {
  /** Undefined while unknown, or when no token exists at the address. */
  token: AppToken | undefined
  /** On the chain's list; false for a token imported by address. */
  isListed: boolean
  isPending: boolean
}

/**
 * One token by address: from the chain's list, else from the single-token
 * endpoint (already cached when the picker imported it), so a token picked
 * by pasting its address, or restored from a shared link, stays usable.
 */
export function useToken({
  chainId,
  address,
  ...native
}: UseTokenParameters): TokenLookup {
  const list = useTokenList(chainId, native)
  const { baseUrl, fetchFn } = useApiConfig()
  const listed = useMemo(
    () => findToken(list.data ?? [], address),
    [list.data, address],
  )
  const lookupAddress = address && isAddressShape(address) ? address : undefined
  const detail = useQuery({
    ...getTokenDetailQueryOptions({
      chainId,
      address: lookupAddress ?? ZERO_ADDRESS,
      baseUrl,
      fetchFn,
    }),
    enabled: lookupAddress !== undefined && list.isSuccess && !listed,
  })
  if (listed) return { token: listed, isListed: true, isPending: false }
  return {
    token: lookupAddress ? (detail.data ?? undefined) : undefined,
    isListed: false,
    isPending:
      list.isPending || (lookupAddress !== undefined && detail.isFetching),
  }
}
