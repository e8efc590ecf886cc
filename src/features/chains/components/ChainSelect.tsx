import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { AppChain } from '../types'

export type ChainSelectProps = {
  chains: readonly Pick<AppChain, 'id' | 'name' | 'status'>[]
  selectedId: number | null
  onSelect: (chainId: number) => void
}

/** Native select: keyboard and screen-reader behaviour come for free. */
export function ChainSelect({
  chains,
  selectedId,
  onSelect,
}: ChainSelectProps) {
  const id = useId()
  const { t } = useLingui()
  const optionText = ({ name, status }: ChainSelectProps['chains'][number]) => {
    if (status === 'DEGRADED') return t`${name} (degraded)`
    if (status === 'DISABLED') return t`${name} (paused)`
    return name
  }
  return (
    <div className="chain-select">
      <label htmlFor={id}>{t`Network`}</label>
      <select
        id={id}
        value={selectedId ?? ''}
        onChange={(event) => onSelect(Number(event.target.value))}
      >
        {selectedId === null ? (
          <option value="" disabled>
            {t`Choose a network`}
          </option>
        ) : null}
        {chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {optionText(chain)}
          </option>
        ))}
      </select>
    </div>
  )
}
