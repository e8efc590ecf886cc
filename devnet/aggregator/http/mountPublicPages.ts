import type { Hono } from 'hono'
import { formatEther, type Hash, isAddress, isHash } from 'viem'
import { endpoints } from '../../../schema/endpoints'
import type { AggregatorServices } from '../AggregatorServices'
import { renderTokenLogo } from '../tokens/renderTokenLogo'
import type { AppContext, AppEnv } from './AppEnv'
import { escapeHtml, renderHtmlPage } from './renderHtmlPage'

type MountPublicPagesParameters = {
  app: Hono<AppEnv>
  services: AggregatorServices
  baseUrlOf: (c: AppContext) => string
}

/**
 * Keyless pages: the reference at /docs, token logos (generated SVG badges,
 * loaded by browsers straight from here), and a minimal block explorer so
 * the chain's `explorerUrl` leads somewhere on the devnet.
 */
export function mountPublicPages({
  app,
  services,
  baseUrlOf,
}: MountPublicPagesParameters) {
  const { client, registry } = services

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
    if (!registry.hasLogo(file)) return c.notFound()
    const label = file.replace(/\.svg$/, '')
    return c.body(renderTokenLogo({ symbol: label }), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    })
  })

  app.get('/explorer', (c) =>
    c.html(
      renderHtmlPage({
        title: `${services.world.chainName} explorer`,
        extraHtml:
          '<p>Paths: <code>/explorer/tx/{hash}</code>, ' +
          '<code>/explorer/address/{address}</code>, ' +
          '<code>/explorer/block/{number}</code></p>',
      }),
    ),
  )
  app.get('/explorer/tx/:hash', async (c) => {
    const hash = c.req.param('hash')
    if (!isHash(hash)) return c.notFound()
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
  app.get('/explorer/address/:address', async (c) => {
    const address = c.req.param('address')
    if (!isAddress(address, { strict: false })) return c.notFound()
    const [balance, code] = await Promise.all([
      client.getBalance({ address }),
      client.getCode({ address }),
    ])
    return c.html(
      renderHtmlPage({
        title: `Address ${address}`,
        rows: [
          ['Balance', `${formatEther(balance)} ${services.world.nativeSymbol}`],
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
  app.get('/explorer/block/:number', async (c) => {
    const number = c.req.param('number')
    if (!/^[0-9]{1,15}$/.test(number)) return c.notFound()
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
