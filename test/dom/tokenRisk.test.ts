// The tax and the trap found by the checks' own simulation, on both
// devnets (Devnet's decoded router, Devnet B's opaque one): real anvils
// with eth_simulateV1, the reference service's own quotes for its
// fee-on-transfer token (TAX, 5 %) and its honeypot (TRAP), which it
// quotes like any token. Nothing is mocked.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type PublicClient,
  parseUnits,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  queryString,
  setupAggregatorHarness,
} from '../../devnet/aggregator/testing/setupAggregatorHarness'
import { devAddresses } from '../../devnet/devAccounts'
import type { RunningDevnet } from '../../devnet/startDevnet'
import { world, worldB } from '../../devnet/world'
import { pinnedRouters } from '../../src/features/chains/pinnedRouters'
import { checkSwap } from '../../src/features/swap/guards/checkSwap'
import { simulateSwap } from '../../src/features/swap/guards/simulateSwap'
import { sellBackWeiOf } from '../../src/features/swap/guards/swapPolicy'
import { buildSendTransactionParameters } from '../../src/features/swap/lifecycle/steps/signStep'

const harness = setupAggregatorHarness({ worlds: [world, worldB] })
const payer = devAddresses[1] as Address

const chains = [
  { name: 'Devnet (decoded router)', index: 0 },
  { name: 'Devnet B (opaque router)', index: 1 },
] as const

const devnetOf = (index: 0 | 1): RunningDevnet => {
  const devnet = harness.devnets[index]
  if (!devnet) throw new Error(`no devnet ${index}`)
  return devnet
}

type Symbol = 'TAX' | 'TRAP' | 'DAI'

/** checkSwap as the lifecycle calls it, on the service's quote to buy. */
async function checkBuying(
  devnet: RunningDevnet,
  symbol: Symbol,
  slippagePercent: string,
  client: PublicClient = devnet.publicClient as unknown as PublicClient,
) {
  const { USDC } = devnet.world.tokens
  const token = devnet.world.tokens[symbol]
  const amount = parseUnits('1000', 6)
  const quote = await harness.callEndpoint(
    'partnerQuote',
    `/partner/v1/${devnet.chainId}/quote?${queryString({
      src: USDC.address,
      dst: token.address,
      amount: String(amount),
      payer,
      slippage: slippagePercent,
    })}`,
  )
  const pinned = pinnedRouters[devnet.chainId]
  if (!pinned) throw new Error(`no pinned router on ${devnet.chainId}`)
  const verdict = await checkSwap({
    chain: {
      id: devnet.chainId,
      routerAddress: pinned.address,
      routerCodeHash: pinned.codeHash,
    },
    verifiedRouters: new Map(),
    client: () => client,
    walletChainId: devnet.chainId,
    quote,
    receivedAtMs: Date.now(),
    signed: buildSendTransactionParameters(quote.tx),
    expected: {
      sellToken: { address: USDC.address, symbol: 'USDC', decimals: 6 },
      buyToken: { address: token.address, symbol, decimals: token.decimals },
      amountWei: amount,
      payer,
      recipient: payer,
      slippagePercent,
    },
  })
  return { quote, verdict }
}

/** simulateSwap alone, to read the sell-back probe the verdict sums up. */
async function probeBuying(devnet: RunningDevnet, symbol: Symbol) {
  const { quote } = await checkBuying(devnet, symbol, '6')
  const client = devnet.publicClient as unknown as PublicClient
  const { baseFeePerGas } = await client.getBlock({ blockTag: 'latest' })
  const measurement = await simulateSwap({
    client,
    payer,
    recipient: payer,
    sellToken: devnet.world.tokens.USDC.address,
    buyToken: devnet.world.tokens[symbol].address,
    tx: {
      to: quote.tx.to,
      data: quote.tx.data,
      value: BigInt(quote.tx.value),
      gas: 2_000_000n,
      fees: {
        maxFeePerGas: 2n * (baseFeePerGas ?? 0n) + 10n ** 9n,
        maxPriorityFeePerGas: 10n ** 9n,
      },
    },
    sellBackWei: sellBackWeiOf(BigInt(quote.dstAmount)),
  })
  if (!('method' in measurement)) throw new Error(measurement.message)
  return measurement.simulation?.sellBack ?? null
}

describe.each(chains)('on $name', ({ index }) => {
  const devnet = () => devnetOf(index)

  test('behavior: the 5 % token is measured at 5 %: the quote, and about 95 % of it received', async () => {
    await harness.approveAll(1, devnet())
    const { quote, verdict } = await checkBuying(devnet(), 'TAX', '6')
    if (!verdict.ok) throw new Error(verdict.message)
    const quotedWei = BigInt(quote.dstAmount)
    const receivedWei = quotedWei - (quotedWei * 500n) / 10_000n
    expect(verdict.measured.recipientGainWei).toBe(receivedWei)
    expect(verdict.measured.tokenRisk).toEqual({
      kind: 'taxed',
      taxBps: 500,
      buyTaxBps: 500,
      sellTaxBps: 500,
      quotedWei,
      receivedWei,
    })
  })

  test('behavior: at a slippage below the tax the router refuses what arrives; where its calldata is decoded the refusal names the tax', async () => {
    await harness.approveAll(1, devnet())
    const { verdict } = await checkBuying(devnet(), 'TAX', '0.5')
    if (verdict.ok) throw new Error('cleared a swap the router refuses')
    expect(verdict.check).toBe('simulation')
    if (index === 0) {
      // the same swap with its minimum at 0, simulated as a probe only
      expect(verdict.message).toMatch(
        /^This token takes 5% on every transfer: you would receive about [\d,.]+ TAX, not [\d,.]+ TAX, below what your slippage \(0\.5%\) allows\. To buy it, set your slippage to at least 5\.5%\. Nothing was sent to your wallet\.$/,
      )
    } else {
      // an opaque router's minimum cannot be rewritten: the bare revert
      expect(verdict.message).toMatch(
        /^Our own simulation of this exact transaction fails: /,
      )
    }
  })

  test('behavior: the honeypot is bought in the simulation, and flagged as unsellable', async () => {
    await harness.approveAll(1, devnet())
    const { quote, verdict } = await checkBuying(devnet(), 'TRAP', '0.5')
    if (!verdict.ok) throw new Error(verdict.message)
    expect(verdict.measured.recipientGainWei).toBe(BigInt(quote.dstAmount))
    expect(verdict.measured.tokenRisk).toEqual({
      kind: 'unsellable',
      // TradingNotEnabled(), a custom error the app has no ABI for
      reason: 'it reverts with error 0x12f1f923',
    })
  })

  test('behavior: the probe is a sale’s first leg: the bought token sent back to the pool it came from, its arrival read from the pool’s balance', async () => {
    await harness.approveAll(1, devnet())
    const cases = [
      ['TAX', 500n],
      ['TRAP', null],
      ['DAI', 0n],
    ] as const
    for (const [symbol, feePerTenThousand] of cases) {
      const sellBack = await probeBuying(devnet(), symbol)
      if (feePerTenThousand === null) {
        expect(sellBack).toMatchObject({
          status: 'reverted',
          destination: 'pool',
        })
        continue
      }
      if (sellBack?.status !== 'moved') throw new Error(`${symbol} not moved`)
      expect(sellBack.destination).toBe('pool')
      expect(sellBack.arrivedWei).toBe(
        // the token burns its fee rounded down: the pool gets the rest
        sellBack.sentWei - (sellBack.sentWei * feePerTenThousand) / 10_000n,
      )
    }
  })

  test('behavior: the honeypot refuses only its pool: after the buy, a transfer to the router (the old probe) or to another wallet passes', async () => {
    await harness.approveAll(1, devnet())
    const { quote, verdict } = await checkBuying(devnet(), 'TRAP', '0.5')
    if (!verdict.ok) throw new Error(verdict.message)
    expect(verdict.measured.tokenRisk?.kind).toBe('unsellable')
    const trap = devnet().world.tokens.TRAP.address
    const pool = devnet().world.pools.find(
      (entry) => entry.id === 'uniswapV2:TRAP/USDC',
    )
    if (!pool) throw new Error('no TRAP pool')
    const sendTrap = (to: Address) => ({
      account: payer,
      to: trap,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, 1n],
      }),
    })
    const [block] = await devnet().publicClient.simulateBlocks({
      blocks: [
        {
          calls: [
            {
              account: payer,
              to: quote.tx.to,
              data: quote.tx.data,
              value: BigInt(quote.tx.value),
            },
            sendTrap(quote.tx.to),
            sendTrap(devAddresses[2] as Address),
            sendTrap(pool.address),
          ],
        },
      ],
    })
    expect(block?.calls.map((call) => call.status)).toEqual([
      'success',
      'success',
      'success',
      'failure',
    ])
  })

  test('behavior: a plain token carries no risk', async () => {
    await harness.approveAll(1, devnet())
    const { quote, verdict } = await checkBuying(devnet(), 'DAI', '0.5')
    if (!verdict.ok) throw new Error(verdict.message)
    expect(verdict.measured.recipientGainWei).toBe(BigInt(quote.dstAmount))
    expect(verdict.measured.tokenRisk).toBeNull()
  })
})

describe('a node that refuses the probe’s block', () => {
  test('behavior: the swap is measured without it, and the token is not judged', async () => {
    const devnet = devnetOf(0)
    await harness.approveAll(1, devnet)
    const real = devnet.publicClient as unknown as PublicClient
    // Stands for a node that will not take the probe's zero base fee: a
    // node's refusal, which anvil does not make.
    const refusing = new Proxy(real, {
      get(target, key, receiver) {
        if (key !== 'simulateBlocks') return Reflect.get(target, key, receiver)
        return (args: Parameters<PublicClient['simulateBlocks']>[0]) =>
          args.blocks.length > 1
            ? Promise.reject(new Error('base fee below the minimum'))
            : target.simulateBlocks(args)
      },
    })
    const { quote, verdict } = await checkBuying(
      devnet,
      'TRAP',
      '0.5',
      refusing,
    )
    if (!verdict.ok) throw new Error(verdict.message)
    expect(verdict.measured.recipientGainWei).toBe(BigInt(quote.dstAmount))
    expect(verdict.measured.tokenRisk).toBeNull()
  })
})
