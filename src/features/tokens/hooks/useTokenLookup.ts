import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { ZERO_ADDRESS } from '../../../lib/addressKey'
import { toUserError } from '../../../lib/toUserError'
import { getTokenDetailQueryOptions } from '../api/getTokenDetailQueryOptions'
import type { TokenLookupState } from '../components/TokenLookupNotice'
import type { PastedAddress } from '../search/parsePastedAddress'
import type { AppToken } from '../types'

type UseTokenLookupParameters = {
  chainId: number
  pasted: PastedAddress
  /** Only addresses the list does not know are looked up. */
  isInList: boolean
  isListReady: boolean
}

/** A pasted address's lookup: what to show, the token found, a retry. */
export type PastedAddressLookup = {
  state: TokenLookupState
  token: AppToken | undefined
  retry: () => void
}

/** Looks a pasted, unlisted address up with `/{chainId}/tokens/{address}`. */
export function useTokenLookup({
  chainId,
  pasted,
  isInList,
  isListReady,
}: UseTokenLookupParameters): PastedAddressLookup {
  const { i18n } = useLingui()
  const { baseUrl, fetchFn } = useApiConfig()
  const address = pasted.kind === 'address' ? pasted.address : undefined
  const isWanted = address !== undefined && !isInList && isListReady
  const lookup = useQuery({
    ...getTokenDetailQueryOptions({
      chainId,
      address: address ?? ZERO_ADDRESS,
      baseUrl,
      fetchFn,
    }),
    enabled: isWanted,
  })
  const retry = () => void lookup.refetch()
  if (pasted.kind === 'invalid-checksum' && !isInList) {
    return { state: { status: 'invalid-checksum' }, token: undefined, retry }
  }
  if (!isWanted) return { state: { status: 'idle' }, token: undefined, retry }
  if (lookup.isError) {
    // The words for what failed, a wait the service asked for included.
    const { message } = toUserError(lookup.error, i18n)
    return { state: { status: 'error', message }, token: undefined, retry }
  }
  if (lookup.isPending) {
    return { state: { status: 'loading' }, token: undefined, retry }
  }
  return lookup.data
    ? { state: { status: 'found' }, token: lookup.data, retry }
    : { state: { status: 'not-found' }, token: undefined, retry }
}
