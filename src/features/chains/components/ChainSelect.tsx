import { useId } from 'react'
import type { AppChain } from '../types'

export type ChainSelectProps = {
  chains: readonly Pick<AppChain, 'id' | 'name' | 'status'>[]
  selectedId: number | null
  onSelect: (chainId: number) => void
}

const statusSuffix = {
  ACTIVE: '',
  DEGRADED: ' (degraded)',
  DISABLED: ' (paused)',
}

/** Native select: keyboard and screen-reader behaviour come for free. */
export function ChainSelect({
  chains,
  selectedId,
  onSelect,
}: ChainSelectProps) {
  const id = useId()
  return (
    <div className="chain-select">
      <label htmlFor={id}>Network</label>
      <select
        id={id}
        value={selectedId ?? ''}
        onChange={(event) => onSelect(Number(event.target.value))}
      >
        {selectedId === null ? (
          <option value="" disabled>
            Choose a network
          </option>
        ) : null}
        {chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
            {statusSuffix[chain.status]}
          </option>
        ))}
      </select>
    </div>
  )
}
