import type { Hono } from 'hono'
import { formatEther, type Hash, isAddress, isHash } from 'viem'
import { endpoints } from '../../../schema/endpoints'
import type {
  AggregatorServices,
  AppServices,
} from '../services/AggregatorServices'
import { renderTokenLogo } from '../tokens/renderTokenLogo'
import type { AppContext, AppEnv } from './AppEnv'
import { escapeHtml, renderHtmlPage } from './renderHtmlPage'

type MountPublicPagesParameters = {
  app: Hono<AppEnv>
  services: AppServices
  baseUrlOf: (c: AppContext) => string
}

/**
 * Keyless pages: the reference at /docs, token logos (generated SVG badges,
 * loaded by browsers straight from here), and a minimal block explorer per
 * chain (`/explorer/{chainId}`) so each chain's `explorerUrl` leads
 * somewhere on the devnet.
 */
export function mountPublicPages({
  app,
  services,
  baseUrlOf,
}: MountPublicPagesParameters) {
  const served = [...services.chains.values()]
  const chainOf = (param: string): AggregatorServices | undefined =>
    /^[1-9][0-9]{0,15}$/.test(param)
      ? services.chains.get(Number(param))
      : undefined

  app.get('/docs', (c) => {
    const items = Object.entries(endpoints)
      .map(
        ([id, endpoint]) =>
          `<li><code>${endpoint.method} ${escapeHtml(endpoint.path)}</code> (${escapeHtml(id)})</li>`,
      )
      .join('')
    return c.html(
      renderHtmlPage({
        title: 'Reference aggregation service (devnet)',
        rows: [
          ['Base URL', baseUrlOf(c)],
          ['Authentication', 'header apikey: <API_KEY>'],
          ['Interface version', '1.0.0'],
        ],
        extraHtml: `<h2>Endpoints</h2><ul>${items}</ul>`,
      }),
    )
  })

  app.get('/logos/:file', (c) => {
    const file = c.req.param('file')
    if (!served.some(({ registry }) => registry.hasLogo(file))) {
      return c.notFound()
    }
    const label = file.replace(/\.svg$/, '')
    return c.body(renderTokenLogo({ symbol: label }), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    })
  })

  app.get('/explorer/:chainId', (c) => {
    const chain = chainOf(c.req.param('chainId'))
    if (!chain) return c.notFound()
    const base = `/explorer/${chain.world.chainId}`
    return c.html(
      renderHtmlPage({
        title: `${chain.world.chainName} explorer`,
        extraHtml:
          `<p>Paths: <code>${base}/tx/{hash}</code>, ` +
          `<code>${base}/address/{address}</code>, ` +
          `<code>${base}/block/{number}</code></p>`,
      }),
    )
  })
  app.get('/explorer/:chainId/tx/:hash', async (c) => {
    const chain = chainOf(c.req.param('chainId'))
    const hash = c.req.param('hash')
    if (!chain || !isHash(hash)) return c.notFound()
    const { client } = chain
    const receipt = await client
      .getTransactionReceipt({ hash: hash as Hash })
      .catch(() => null)
    if (!receipt)
      return c.html(renderHtmlPage({ title: 'Unknown transaction' }), 404)
    return c.html(
      renderHtmlPage({
        title: `Transaction ${hash}`,
        rows: [
          ['Status', receipt.status],
          ['Block', String(receipt.blockNumber)],
          ['From', receipt.from],
          ['To', receipt.to ?? `(created ${receipt.contractAddress})`],
          ['Gas used', String(receipt.gasUsed)],
          ['Effective gas price', String(receipt.effectiveGasPrice)],
          ['Logs', String(receipt.logs.length)],
        ],
      }),
    )
  })
  app.get('/explorer/:chainId/address/:address', async (c) => {
    const chain = chainOf(c.req.param('chainId'))
    const address = c.req.param('address')
    if (!chain || !isAddress(address, { strict: false })) return c.notFound()
    const { client, world } = chain
    const [balance, code] = await Promise.all([
      client.getBalance({ address }),
      client.getCode({ address }),
    ])
    return c.html(
      renderHtmlPage({
        title: `Address ${address}`,
        rows: [
          ['Balance', `${formatEther(balance)} ${world.nativeSymbol}`],
          [
            'Contract',
            code && code !== '0x'
              ? `yes, ${(code.length - 2) / 2} bytes`
              : 'no',
          ],
        ],
      }),
    )
  })
  app.get('/explorer/:chainId/block/:number', async (c) => {
    const chain = chainOf(c.req.param('chainId'))
    const number = c.req.param('number')
    if (!chain || !/^[0-9]{1,15}$/.test(number)) return c.notFound()
    const { client } = chain
    const block = await client
      .getBlock({ blockNumber: BigInt(number) })
      .catch(() => null)
    if (!block) return c.html(renderHtmlPage({ title: 'Unknown block' }), 404)
    return c.html(
      renderHtmlPage({
        title: `Block ${number}`,
        rows: [
          ['Hash', String(block.hash)],
          ['Time', new Date(Number(block.timestamp) * 1000).toISOString()],
          ['Transactions', String(block.transactions.length)],
          ['Base fee', String(block.baseFeePerGas ?? 0n)],
        ],
      }),
    )
  })
}
