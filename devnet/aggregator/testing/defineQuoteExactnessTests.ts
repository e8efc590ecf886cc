import fc from 'fast-check'
import { type Address, erc20Abi, isAddressEqual } from 'viem'
import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { devAddresses } from '../../devAccounts'
import type { TokenKey, World } from '../../world'
import { executeQuote } from './executeQuote'
import { queryString, setupAggregatorHarness } from './setupAggregatorHarness'

/**
 * Executing a quote right away yields exactly `dstAmount`, on the chain of
 * `world` with its own router (Router's ABI on Devnet A, PackedRouter's
 * program on Devnet B): the same tests for every local chain.
 */
export function defineQuoteExactnessTests(world: World) {
  const harness = setupAggregatorHarness({ worlds: [world] })
  const chainId = world.chainId
  const PAYER_INDEX = 1
  const payer = devAddresses[PAYER_INDEX]
  // An account that holds no tokens, so its balance change is the output alone.
  const recipient = devAddresses[7]

  type Symbolic = TokenKey | 'ETH'
  const symbols: readonly Symbolic[] = [
    'ETH',
    'WETH',
    'USDC',
    'USDT',
    'WBTC',
    'DAI',
    'UNI',
    'LINK',
    'USDC_LOOKALIKE',
    'MOON',
  ]

  function addressOf(symbol: Symbolic): Address {
    return symbol === 'ETH'
      ? NATIVE_TOKEN_ADDRESS
      : harness.devnet.world.tokens[symbol].address
  }

  async function balanceOf(token: Address, owner: Address) {
    const { publicClient } = harness.devnet
    return isAddressEqual(token, NATIVE_TOKEN_ADDRESS)
      ? publicClient.getBalance({ address: owner })
      : publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
  }

  async function quoteAndExecute(src: Address, dst: Address, amount: bigint) {
    const { status, body } = await harness.call(
      `/partner/v1/${chainId}/quote?${queryString({
        src,
        dst,
        amount: String(amount),
        payer,
        recipient,
        slippage: '0.5',
      })}`,
    )
    if (status !== 200) {
      return { status, body, quote: null, execution: null, gasFloor: 0n }
    }
    const quote = endpoints.partnerQuote.response.parse(body)
    const indicative = await harness.callEndpoint(
      'swapQuote',
      `/swap/v1/${chainId}/quote?${queryString({ src, dst, amount: String(amount) })}&includeGas=true`,
    )
    expect(indicative.dstAmount).toBe(quote.dstAmount)
    const execution = await executeQuote({
      devnet: harness.devnet,
      account: PAYER_INDEX,
      tx: quote.tx,
      buyToken: dst,
      recipient,
    })
    return {
      status,
      body,
      quote,
      execution,
      gasFloor: BigInt(indicative.gas ?? 0),
    }
  }

  test('behavior: executing a quote right away yields exactly dstAmount (property)', async () => {
    await harness.approveAll(PAYER_INDEX)
    let executed = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...symbols),
        fc.constantFrom(...symbols),
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 2_500 }) },
          { weight: 1, arbitrary: fc.constant(0) },
        ),
        fc.bigInt({ min: 1n, max: 10_000n }),
        async (srcSymbol, dstSymbol, basisPoints, dust) => {
          const src = addressOf(srcSymbol)
          const dst = addressOf(dstSymbol)
          const balance = await balanceOf(src, payer)
          // basis points of what the payer holds (capped for ETH, which also
          // pays gas), or a dust amount in the token's smallest unit
          const spendable = srcSymbol === 'ETH' ? balance / 20n : balance
          const amount =
            basisPoints === 0
              ? dust
              : (spendable * BigInt(basisPoints)) / 10_000n
          const { status, body, quote, execution, gasFloor } =
            await quoteAndExecute(src, dst, amount)
          if (!quote || !execution) {
            expect(status).toBe(400)
            expect(body).toMatchObject({ message: specMessages.noRoute })
            const isRoutable =
              srcSymbol !== dstSymbol &&
              ![srcSymbol, dstSymbol].includes('MOON') &&
              !(
                [srcSymbol, dstSymbol].includes('ETH') &&
                [srcSymbol, dstSymbol].includes('WETH')
              )
            // a routable pair only fails for amounts too small to buy anything
            if (isRoutable) expect(basisPoints).toBe(0)
            return
          }
          expect(quote.simulation.status).toBe('SUCCESS')
          expect(execution.receipt.status).toBe('success')
          expect(execution.received).toBe(BigInt(quote.dstAmount))
          expect(execution.swapEventAmountOut).toBe(BigInt(quote.dstAmount))
          // the route gas floor is an upper bound of what the route costs
          expect(execution.receipt.gasUsed).toBeLessThanOrEqual(gasFloor)
          executed++
        },
      ),
      { numRuns: 40 },
    )
    expect(executed).toBeGreaterThan(10)
  }, 120_000)

  describe('quote equals execution', () => {
    const cases: [string, Symbolic, Symbolic, bigint][] = [
      ['a split over both families', 'WETH', 'USDC', 10n ** 19n],
      ['two hops through a hub', 'UNI', 'DAI', 2_000n * 10n ** 18n],
      [
        'two paths sharing their first pool',
        'LINK',
        'WETH',
        20_000n * 10n ** 18n,
      ],
      ['native input', 'ETH', 'USDT', 5n * 10n ** 18n],
      ['native output', 'USDC', 'ETH', 20_000n * 10n ** 6n],
      ['native output through a hub', 'WBTC', 'ETH', 10n ** 8n],
      ['a USDT-like input', 'USDT', 'DAI', 50_000n * 10n ** 6n],
    ]
    test.each(cases)(
      'behavior: %s',
      async (_, srcSymbol, dstSymbol, amount) => {
        await harness.approveAll(PAYER_INDEX)
        const result = await quoteAndExecute(
          addressOf(srcSymbol),
          addressOf(dstSymbol),
          amount,
        )
        expect(result.status).toBe(200)
        expect(result.execution?.receipt.status).toBe('success')
        expect(result.execution?.received).toBe(
          BigInt(result.quote?.dstAmount ?? -1),
        )
      },
    )

    test('behavior: large trades are split and beat the best single pool', async () => {
      const query = queryString({
        src: addressOf('WETH'),
        dst: addressOf('USDC'),
        amount: String(10n ** 19n),
      })
      const quote = await harness.callEndpoint(
        'swapQuote',
        `/swap/v1/${chainId}/quote?${query}&includeRoutes=true`,
      )
      const compare = await harness.callEndpoint(
        'dexCompare',
        `/swap/v1/${chainId}/dex-compare?${query}`,
      )
      expect(quote.routes?.length).toBeGreaterThan(1)
      expect(compare.akkaQuote).toBe(quote.dstAmount)
      const best = BigInt(compare.pools[0]?.amountOut ?? 0)
      // the world is seeded so that splitting gains ≥ 0.3%
      expect(BigInt(quote.dstAmount) * 1000n).toBeGreaterThan(best * 1003n)
    })

    test('behavior: a legacy quote executes exactly too', async () => {
      await harness.approveAll(PAYER_INDEX)
      harness.settings.update({ txType: 'legacy' })
      const result = await quoteAndExecute(
        addressOf('DAI'),
        addressOf('WBTC'),
        30_000n * 10n ** 18n,
      )
      expect(result.quote?.tx.type).toBe('legacy')
      expect(result.execution?.received).toBe(
        BigInt(result.quote?.dstAmount ?? -1),
      )
    })

    test('behavior: an unsynced donation to a shared pool is accounted for', async () => {
      await harness.approveAll(PAYER_INDEX)
      const { world, walletClientFor, publicClient } = harness.devnet
      const shared = world.pools.find((pool) => pool.id === 'devSwap:LINK/USDC')
      if (!shared) throw new Error('world lacks devSwap:LINK/USDC')
      const hash = await walletClientFor(2).writeContract({
        address: world.tokens.USDC.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [shared.address, 5_000n * 10n ** 6n],
      })
      await publicClient.waitForTransactionReceipt({ hash })
      const result = await quoteAndExecute(
        addressOf('LINK'),
        addressOf('WETH'),
        20_000n * 10n ** 18n,
      )
      expect(result.execution?.receipt.status).toBe('success')
      expect(result.execution?.received).toBe(
        BigInt(result.quote?.dstAmount ?? -1),
      )
    })
  })
}
