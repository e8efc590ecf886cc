import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { shortenAddress } from '../../../lib/shortenAddress'
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
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const short = shortenAddress(pool.address)
  const amount = format.tokenAmount(pool.amountOutWei, pool.decimalsOut)
  const explorerHref = getExplorerAddressUrl(explorerUrl, pool.address)
  return (
    <li className={isBest ? 'compare-pool is-best' : 'compare-pool'}>
      <div className="compare-pool-head">
        <bdi className="compare-pool-type">
          {getPoolTypeLabel(pool.poolType, i18n)}
        </bdi>
        {isBest ? (
          <span className="compare-badge">{t`Best single pool`}</span>
        ) : null}
      </div>
      <div className="compare-pool-address">
        <code className="address" title={pool.address}>
          {short}
        </code>
        <CopyAddressButton address={pool.address} />
        {explorerHref ? (
          <a
            className="compare-small-button"
            href={explorerHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`View pool ${short} on the explorer`}
          >
            {t`Explorer`}{' '}
            <span className="external-arrow" aria-hidden="true">
              ↗
            </span>
          </a>
        ) : null}
      </div>
      <div className="compare-pool-out">
        {pool.amountOutWei > 0n ? (
          <data value={pool.amountOutWei.toString()}>
            {amount} <bdi>{buySymbol}</bdi>
          </data>
        ) : (
          <span className="muted">{t`Cannot fill this amount alone`}</span>
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
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section
      className={isStale ? 'compare-pools is-stale' : 'compare-pools'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="compare-heading">
        {t`Single pools`}
      </h2>
      {pools.length === 0 ? (
        <p className="muted">
          <Trans>
            No pool to list: none trades <bdi>{sellSymbol}</bdi> for{' '}
            <bdi>{buySymbol}</bdi> directly.
          </Trans>
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
