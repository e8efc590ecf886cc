import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { shortenAddress } from '../../../lib/shortenAddress'

export type CopyAddressButtonProps = {
  /** A pool's address; the button is named after its short form. */
  address: Address
}

type CopyState = 'idle' | 'copied' | 'failed'

const stateText: Record<CopyState, MessageDescriptor> = {
  idle: msg`Copy`,
  copied: msg`Copied`,
  failed: msg`Copy failed`,
}

/** Copies the full address; says so for two seconds, also to screen readers. */
export function CopyAddressButton({ address }: CopyAddressButtonProps) {
  const { t, i18n } = useLingui()
  const short = shortenAddress(address)
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(address)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <button
        type="button"
        className="button-ghost compare-small-button"
        aria-label={t`Copy address of pool ${short}`}
        onClick={copy}
      >
        {i18n._(stateText[state])}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? t`Address of pool ${short} copied` : ''}
      </span>
    </>
  )
}
