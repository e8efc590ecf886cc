import { useCallback, useMemo, useState } from 'react'
import type { TokenSearchIndex } from '../search/createTokenSearchIndex'
import {
  findVerifiedNamesake,
  type VerifiedNamesake,
} from '../search/findVerifiedNamesake'
import type { AppToken } from '../types'

type UseTokenConfirmationParameters = {
  index: TokenSearchIndex
  onCommit: (token: AppToken) => void
}

/** A pick waiting for the person's explicit confirmation, and the moves. */
export type TokenConfirmation = {
  pending: AppToken | null
  isPendingListed: boolean
  /** A verified token the pending one imitates. */
  namesake: VerifiedNamesake | undefined
  onPick: (token: AppToken) => void
  onConfirm: (token: AppToken) => void
  onCancel: () => void
}

/**
 * Verified, listed tokens with a clean name are used at once; any other
 * pick waits in `pending` until the user confirms it explicitly. A token
 * whose decimals the app cannot compute with waits there too, for its
 * reason, and is never committed.
 */
export function useTokenConfirmation({
  index,
  onCommit,
}: UseTokenConfirmationParameters): TokenConfirmation {
  const [pending, setPending] = useState<AppToken | null>(null)
  const isListed = useCallback(
    (token: AppToken) =>
      index.positionByAddress.has(token.address.toLowerCase()),
    [index],
  )
  const onPick = useCallback(
    (token: AppToken) => {
      const isPlain =
        token.verified &&
        isListed(token) &&
        !token.hasHiddenCharacters &&
        !token.hasUnsafeDecimals
      if (isPlain) onCommit(token)
      else setPending(token)
    },
    [isListed, onCommit],
  )
  const onConfirm = useCallback(
    (token: AppToken) => {
      if (!token.hasUnsafeDecimals) onCommit(token)
    },
    [onCommit],
  )
  const namesake = useMemo(
    () => (pending ? findVerifiedNamesake(index, pending) : undefined),
    [index, pending],
  )
  return {
    pending,
    isPendingListed: pending ? isListed(pending) : false,
    namesake,
    onPick,
    onConfirm,
    onCancel: useCallback(() => setPending(null), []),
  }
}
