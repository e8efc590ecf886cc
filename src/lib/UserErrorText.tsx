// The words of an error, fetched with toUserError once an error shows:
// the first screen has none to word (scripts/chunks.ts).
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { lazyModule } from './lazyModule'
import type { toUserError } from './toUserError'

/** toUserError and its messages: fetched when an error first shows. */
const userError = lazyModule(() => import('./toUserError'))

export type UserErrorTextProps = { error: unknown }

/**
 * toUserError's message for `error`, once its module is here (nothing
 * until then, a moment at most). A module that cannot load leaves the
 * words out instead of throwing: they show inside error states (the crash
 * screen's among them), beside a title that already says what failed.
 */
export function UserErrorText({ error }: UserErrorTextProps) {
  const { i18n } = useLingui()
  const [describe, setDescribe] = useState<typeof toUserError | null>(null)
  useEffect(() => {
    let isCurrent = true
    userError.load().then(
      (module) => {
        if (isCurrent) setDescribe(() => module.toUserError)
      },
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [])
  return describe ? describe(error, i18n).message : null
}
