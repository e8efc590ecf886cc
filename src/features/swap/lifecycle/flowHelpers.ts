import {
  BaseError,
  type Hex,
  type PublicClient,
  UserRejectedRequestError,
} from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { toUserError } from '../../../lib/toUserError'
import type { SwapFlowContext } from './stepTypes'

export function publicClientOf({
  config,
  chain,
}: SwapFlowContext): PublicClient {
  const client = getPublicClient(config, { chainId: chain.id })
  if (!client) throw new Error(`No RPC for network ${chain.id}.`)
  return client as PublicClient
}

export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof UserRejectedRequestError) return true
    if ((current as { code?: unknown }).code === 4001) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const toFlowError = (error: unknown) => toUserError(error)

/** The revert data carried somewhere in viem's error chain, if any. */
export function findRevertData(error: unknown): Hex | null {
  if (!(error instanceof BaseError)) return null
  const found = error.walk(
    (e) =>
      typeof (e as { data?: unknown }).data === 'string' &&
      ((e as { data: string }).data as string).startsWith('0x'),
  ) as { data?: Hex } | null
  return found?.data ?? null
}

export function shortMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : 'unknown error'
}
