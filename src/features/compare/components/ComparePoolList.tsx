import { useId } from 'react'
import { formatTokenAmount, shortenAddress } from '../../../lib/format'
import type { DexComparePool } from '../api/types'
import { getExplorerAddressUrl } from '../model/getExplorerAddressUrl'
import { getPoolTypeLabel } from '../model/getPoolTypeLabel'
import { CopyAddressButton } from './CopyAddressButton'

export type ComparePoolListProps = {
  /** In the order the service returned them. */
  pools: readonly DexComparePool[]
  bestPool: DexComparePool | null
  buySymbol: string
  sellSymbol: string
  explorerUrl: string | null
  isStale: boolean
}

type ComparePoolRowProps = {
  pool: DexComparePool
  isBest: boolean
  buySymbol: string
  explorerUrl: string | null
}

function ComparePoolRow({
  pool,
  isBest,
  buySymbol,
  explorerUrl,
}: ComparePoolRowProps) {
  const short = shortenAddress(pool.address)
  const subject = `pool ${short}`
  const explorerHref = getExplorerAddressUrl(explorerUrl, pool.address)
  return (
    <li className={isBest ? 'compare-pool is-best' : 'compare-pool'}>
      <div className="compare-pool-head">
        <span className="compare-pool-type">
          {getPoolTypeLabel(pool.poolType)}
        </span>
        {isBest ? (
          <span className="compare-badge">Best single pool</span>
        ) : null}
      </div>
      <div className="compare-pool-address">
        <code className="address" title={pool.address}>
          {short}
        </code>
        <CopyAddressButton address={pool.address} subject={subject} />
        {explorerHref ? (
          <a
            className="compare-small-button"
            href={explorerHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${subject} on the explorer`}
          >
            Explorer ↗
          </a>
        ) : null}
      </div>
      <div className="compare-pool-out">
        {pool.amountOutWei > 0n ? (
          <data value={pool.amountOutWei.toString()}>
            {formatTokenAmount(pool.amountOutWei, pool.decimalsOut)} {buySymbol}
          </data>
        ) : (
          <span className="muted">Cannot fill this amount alone</span>
        )}
      </div>
    </li>
  )
}

/** Every pool the service compared, as it returned them. */
export function ComparePoolList({
  pools,
  bestPool,
  buySymbol,
  sellSymbol,
  explorerUrl,
  isStale,
}: ComparePoolListProps) {
  const headingId = useId()
  return (
    <section
      className={isStale ? 'compare-pools is-stale' : 'compare-pools'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="compare-heading">
        Single pools
      </h3>
      {pools.length === 0 ? (
        <p className="muted">
          No pool to list: none trades {sellSymbol} for {buySymbol} directly.
        </p>
      ) : (
        <ol className="compare-pool-list" aria-labelledby={headingId}>
          {pools.map((pool) => (
            <ComparePoolRow
              key={pool.address}
              pool={pool}
              isBest={pool === bestPool}
              buySymbol={buySymbol}
              explorerUrl={explorerUrl}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
