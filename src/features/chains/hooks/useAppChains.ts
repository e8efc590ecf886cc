import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Chain as RegistryChain } from '../../../../schema/chains'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { getChainsQueryOptions } from '../api/getChainsQueryOptions'
import { joinChains } from '../joinChains'

type UseAppChainsParameters = {
  /** RPC URL by chain id, from the deployment's settings. */
  rpcUrls: Readonly<Record<number, string>>
}

/** The registry's chains joined to viem and the deployment's RPC URLs. */
export function useAppChains({ rpcUrls }: UseAppChainsParameters) {
  const api = useApiConfig()
  const select = useCallback(
    (registry: RegistryChain[]) => joinChains({ registry, rpcUrls }),
    [rpcUrls],
  )
  return useQuery({ ...getChainsQueryOptions(api), select })
}
