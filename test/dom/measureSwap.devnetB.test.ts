// The app's own measurement against Devnet B's PackedRouter, a router with
// no function at all (its calldata is a packed program no ABI decodes), like
// production chain 999, measured as checkSwap measures it there: only by
// eth_simulateV1 (the eth_call probe at the payer's address can be told
// apart, so a node without eth_simulateV1 gets the swap refused, saying
// what would make it possible). The bent transactions are the service's own
// quotes for something else (another recipient, three times the amount):
// no ABI is needed to bend them either. The one stand-in is the node
// without eth_simulateV1 (startFilteringRpc).
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  queryString,
  setupAggregatorHarness,
} from '../../devnet/aggregator/testing/setupAggregatorHarness'
import { devAddresses } from '../../devnet/devAccounts'
import { worldB } from '../../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import type { PartnerQuoteResponse } from '../../schema/partner'
import { checkMeasuredSwap } from '../../src/features/swap/guards/checkMeasuredSwap'
import { measureSwap } from '../../src/features/swap/guards/measureSwap'
import { getMinimumReceived } from '../../src/features/swap/quote/getMinimumReceived'
import {
  type FilteringRpc,
  startFilteringRpc,
} from '../harness/startFilteringRpc'
import { toMeasuredTransaction } from './toMeasuredTransaction'

const harness = setupAggregatorHarness({ worlds: [worldB] })
const payer = devAddresses[1] as Address
const stranger: Address = '0x00000000000000000000000000000000000c0ffe'
const NATIVE = NATIVE_TOKEN_ADDRESS as Address

const paths = [
  { method: 'eth_simulateV1', hasSimulate: true },
  { method: 'eth_call', hasSimulate: false },
] as const

const nodes = new Map<string, FilteringRpc>()

beforeAll(async () => {
  for (const { method, hasSimulate } of paths) {
    nodes.set(
      method,
      await startFilteringRpc(harness.devnet.rpcUrl, (call) =>
        !hasSimulate && call.method === 'eth_simulateV1'
          ? { error: { code: -32601, message: 'Method not found' } }
          : undefined,
      ),
    )
  }
  const wallet = harness.devnet.walletClientFor(1)
  const hash = await wallet.writeContract({
    address: worldB.tokens.USDC.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [worldB.contracts.router, maxUint256],
  })
  await harness.devnet.publicClient.waitForTransactionReceipt({ hash })
})

afterAll(async () => {
  for (const node of nodes.values()) await node.close()
})

function unitOf(address: Address) {
  if (address.toLowerCase() === NATIVE.toLowerCase()) {
    return { address, symbol: 'ETH', decimals: 18 }
  }
  const token = Object.values(worldB.tokens).find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  )
  if (!token) throw new Error(`unknown token ${address}`)
  return { address, symbol: token.symbol, decimals: token.decimals }
}

type QuoteAsked = {
  src: Address
  dst: Address
  amount: bigint
  recipient?: Address
}

function partnerQuote({ src, dst, amount, recipient = payer }: QuoteAsked) {
  const query = queryString({
    src,
    dst,
    amount: String(amount),
    payer,
    recipient,
    slippage: '0.5',
  })
  return harness.callEndpoint(
    'partnerQuote',
    `/partner/v1/${worldB.chainId}/quote?${query}`,
  )
}

/** measureSwap and checkMeasuredSwap, as checkSwap runs them. */
async function verify(
  client: PublicClient,
  quote: PartnerQuoteResponse,
  tx: PartnerQuoteResponse['tx'] = quote.tx,
) {
  const measured = await measureSwap({
    client,
    payer,
    recipient: payer,
    sellToken: quote.sellToken,
    buyToken: quote.buyToken,
    tx: toMeasuredTransaction(tx),
    isSimulationRequired: true,
  })
  if (!measured.ok) return measured
  return checkMeasuredSwap({
    measurement: measured.measurement,
    expected: {
      sellToken: unitOf(quote.sellToken),
      buyToken: unitOf(quote.buyToken),
      amountWei: BigInt(quote.sellAmount),
      payer,
      recipient: payer,
    },
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
    floorWei: getMinimumReceived({
      dstAmount: BigInt(quote.dstAmount),
      minAmountOut: null,
      slippagePercent: '0.5',
    }).amount,
    quoteMinimumWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
  })
}

describe.each(paths.filter(({ hasSimulate }) => hasSimulate))(
  'PackedRouter measured by $method',
  ({ method }) => {
    const client = () => {
      const node = nodes.get(method)
      if (!node) throw new Error(`no node for ${method}`)
      return createPublicClient({
        chain: harness.devnet.chain,
        transport: http(node.url, { retryCount: 0 }),
      }) as PublicClient
    }
    const last = () => nodes.get(method)?.methods().at(-1)

    test.each([
      ['ETH → USDC', NATIVE, worldB.tokens.USDC.address, 10n ** 18n],
      [
        'USDC → ETH (native paid to the payer)',
        worldB.tokens.USDC.address,
        NATIVE,
        3_000_000_000n,
      ],
      [
        'USDC → DAI',
        worldB.tokens.USDC.address,
        worldB.tokens.DAI.address,
        10n ** 9n,
      ],
    ] as const)(
      'behavior: %s, honest: passes with exactly the quote',
      async (_name, src, dst, amount) => {
        const quote = await partnerQuote({ src, dst, amount })
        expect(await verify(client(), quote)).toEqual({
          ok: true,
          receivedWei: BigInt(quote.dstAmount),
        })
        expect(last()).toBe(method)
      },
    )

    test('behavior: the service’s own transaction paying another address is refused', async () => {
      const asked = {
        src: NATIVE,
        dst: worldB.tokens.USDC.address,
        amount: 10n ** 17n,
      }
      const honest = await partnerQuote(asked)
      const bent = await partnerQuote({ ...asked, recipient: stranger })
      expect(await verify(client(), honest, bent.tx)).toMatchObject({
        ok: false,
        check: 'output',
        message: expect.stringMatching(/^Simulated, you would receive 0 USDC,/),
      })
    })

    test('behavior: the service’s own transaction for three times the amount, under an unlimited allowance, is refused', async () => {
      const asked = {
        src: worldB.tokens.USDC.address,
        dst: worldB.tokens.DAI.address,
        amount: 100_000_000n,
      }
      const honest = await partnerQuote(asked)
      const bent = await partnerQuote({ ...asked, amount: asked.amount * 3n })
      expect(await verify(client(), honest, bent.tx)).toEqual({
        ok: false,
        check: 'debit',
        message:
          'Simulated, this swap would take 300 USDC from your wallet, not the 100 you are swapping. Nothing was sent to your wallet.',
      })
    })
  },
)

describe('PackedRouter on a node without eth_simulateV1', () => {
  test('behavior: an honest swap is refused, saying what would make it possible, and no probe runs', async () => {
    const node = nodes.get('eth_call')
    if (!node) throw new Error('no node without eth_simulateV1')
    const client = createPublicClient({
      chain: harness.devnet.chain,
      transport: http(node.url, { retryCount: 0 }),
    }) as PublicClient
    const quote = await partnerQuote({
      src: NATIVE,
      dst: worldB.tokens.USDC.address,
      amount: 10n ** 18n,
    })
    const before = node.methods().length
    expect(await verify(client, quote)).toEqual({
      ok: false,
      check: 'simulation',
      message:
        "This network's router cannot be decoded, so only a full simulation can check this swap, and your network's node cannot run one (it has no eth_simulateV1). A wallet that batches calls, or a node with eth_simulateV1, would make it possible. Nothing was sent to your wallet.",
    })
    expect(node.methods().slice(before)).not.toContain('eth_call')
  })
})
