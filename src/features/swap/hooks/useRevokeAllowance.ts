import { useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { isUserRejection, toUserError } from '../../../lib/toUserError'
import { type AppChain, useRouterAcknowledgement } from '../../chains'
import {
  RevokeRefusedError,
  revokeAllowance,
} from '../allowances/revokeAllowance'
import type { GuardResult } from '../guards/types'
import { routerAllowancesKey } from './useRouterAllowances'

export type RevokeRequest = { owner: Address; token: Address; spender: Address }

/**
 * Revokes one router allowance (checked, sent, followed to its receipt),
 * then reads the chain's allowances again. `errorText` says why one did not
 * go through; a refusal in the wallet is no error.
 */
export function useRevokeAllowance(chain: AppChain) {
  const config = useConfig()
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const { isAcknowledged } = useRouterAcknowledgement(
    chain.id,
    chain.routerAddress,
  )
  // Per mounted view: the router's code is read once, never in a module.
  const [verifiedRouters] = useState(
    () => new Map<string, Promise<GuardResult>>(),
  )
  const mutation = useMutation({
    mutationFn: (request: RevokeRequest) =>
      revokeAllowance({
        ...request,
        config,
        chain: {
          id: chain.id,
          routerAddress: chain.routerAddress,
          routerCodeHash: chain.routerCodeHash,
          isRouterAcknowledged: isAcknowledged,
        },
        verifiedRouters,
        i18n,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: routerAllowancesKey(chain.id),
      }),
  })
  const { error } = mutation
  const errorText =
    error === null || isUserRejection(error)
      ? null
      : error instanceof RevokeRefusedError
        ? error.message
        : toUserError(error, i18n).message
  return {
    revoke: mutation.mutate,
    /** The token whose revoke is on its way; null when none is. */
    pendingToken: mutation.isPending ? mutation.variables.token : null,
    errorText,
  }
}
