// Issue 32, must-show (c), measured: a service that names "pools" of its
// own in Devnet B's PackedRouter program, pools that pay only when they see
// the signs of the app's old simulation (the reader's code at 0x…5afe0000,
// its caller at 0x…5afe0000000 or an origin holding more than 10^27 wei)
// and keep the input otherwise. Everything is real: Devnet B, the reference
// service over HTTP, the bending upstream (test/harness) that rewrites the
// service's own program (its pools swapped for the sensing ones, its
// minimum set to 0) inside the honest JSON, and the sensing pools deployed
// here (devnet/testing/deploySimulationSensingPools.ts). The app's
// measurement, whose reader and caller are fresh and ordinary, sees the
// truth (nothing paid) and refuses; the old fixed reader, put back by a
// state override in a simulation of this test's own, makes the same pool
// pay in full: the pool really senses. Sent for real without the app, the
// bent transaction is mined and takes the input for nothing.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint96,
  maxUint256,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RunningAggregator,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { decodePackedProgram } from '../../devnet/decodePackedProgram'
import { devAddresses } from '../../devnet/devAccounts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import {
  deploySimulationSensingPools,
  type SensingPools,
} from '../../devnet/testing/deploySimulationSensingPools'
import { worldB } from '../../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import type { PartnerQuoteResponse } from '../../schema/partner'
import { checkMeasuredSwap } from '../../src/features/swap/guards/checkMeasuredSwap'
import { swapProbeDeployedBytecode } from '../../src/features/swap/guards/generated/swapProbe'
import { measureSwap } from '../../src/features/swap/guards/measureSwap'
import { getMinimumReceived } from '../../src/features/swap/quote/getMinimumReceived'
import {
  startTamperingUpstream,
  type TamperingUpstream,
} from '../harness/startTamperingUpstream'
import { toMeasuredTransaction } from './toMeasuredTransaction'

const payer = devAddresses[1] as Address
const NATIVE = NATIVE_TOKEN_ADDRESS as Address
const USDC = worldB.tokens.USDC
const DAI = worldB.tokens.DAI
/** Where the app's old simulation put its reader and the reader's caller. */
const OLD_READER: Address = '0x000000000000000000000000000000005afe0000'
const OLD_READER_CALLER: Address = '0x000000000000000000000000000005afe0000000'

let devnet: RunningDevnet
let aggregator: RunningAggregator
let bending: TamperingUpstream
let sensingPools: SensingPools
let client: PublicClient

beforeAll(async () => {
  devnet = await startDevnet({ world: worldB })
  client = devnet.publicClient as PublicClient
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  })
  // Every pool an ETH → USDC or DAI → USDC route can take.
  const pools = worldB.pools.filter(({ tokens }) =>
    tokens.every((key) => ['WETH', 'USDC', 'DAI'].includes(key)),
  )
  sensingPools = await deploySimulationSensingPools({
    rpcUrl: devnet.rpcUrl,
    world: worldB,
    pools,
  })
  bending = await startTamperingUpstream({
    upstreamUrl: aggregator.url,
    mode: 'bent-pool',
    impostor: { address: OLD_READER, codeHash: '0x' },
    attacker: OLD_READER,
    sensingPools,
  })
  // The person's earlier unlimited DAI approval, still standing.
  const hash = await devnet.walletClientFor(1).writeContract({
    address: DAI.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [worldB.contracts.router, maxUint256],
  })
  await client.waitForTransactionReceipt({ hash })
}, 120_000)

afterAll(async () => {
  await bending?.close()
  await aggregator?.stop()
  await devnet?.stop()
})

async function quoteFrom(
  base: string,
  src: Address,
  amount: bigint,
): Promise<PartnerQuoteResponse> {
  const query = new URLSearchParams({
    src,
    dst: USDC.address,
    amount: String(amount),
    payer,
    recipient: payer,
    slippage: '0.5',
  })
  const response = await fetch(
    `${base}/partner/v1/${worldB.chainId}/quote?${query}`,
    { headers: { apikey: 'devnet-key' } },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as PartnerQuoteResponse
}

const unitOf = (address: Address) =>
  address === NATIVE
    ? { address, symbol: 'ETH', decimals: 18 }
    : { address, symbol: DAI.symbol, decimals: DAI.decimals }

/** measureSwap and checkMeasuredSwap, as checkSwap runs them on B. */
async function verify(quote: PartnerQuoteResponse) {
  const measured = await measureSwap({
    client,
    payer,
    recipient: payer,
    sellToken: quote.sellToken,
    buyToken: quote.buyToken,
    tx: toMeasuredTransaction(quote.tx),
    isSimulationRequired: true,
  })
  if (!measured.ok) return measured
  return checkMeasuredSwap({
    measurement: measured.measurement,
    expected: {
      sellToken: unitOf(quote.sellToken as Address),
      buyToken: { address: USDC.address, symbol: 'USDC', decimals: 6 },
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

const usdcOf = (account: Address) =>
  client.readContract({
    address: USDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })

const sellBalanceOf = (token: Address) =>
  token === NATIVE
    ? client.getBalance({ address: payer })
    : client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [payer],
      })

type StateOverride = { address: Address; code?: Hex; balance?: bigint }

/**
 * What the payer's USDC gains from the transaction, in a plain
 * eth_simulateV1 of this test's own (no validation, the latest block's
 * state) with the overrides given: the old simulation's signs, or none.
 */
async function usdcGainedUnder(
  tx: PartnerQuoteResponse['tx'],
  stateOverrides: StateOverride[],
) {
  const read = {
    to: USDC.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payer],
    }),
  }
  const [block] = await client.simulateBlocks({
    blockTag: 'latest',
    blocks: [
      {
        stateOverrides,
        calls: [
          read,
          {
            account: payer,
            to: tx.to as Address,
            data: tx.data as Hex,
            value: BigInt(tx.value),
          },
          read,
        ],
      },
    ],
  })
  const [before, swap, after] = block?.calls ?? []
  expect(swap?.status).toBe('success')
  return BigInt(after?.data ?? '0x0') - BigInt(before?.data ?? '0x0')
}

describe.each([
  ['ETH → USDC', NATIVE, 10n ** 18n],
  ['DAI → USDC, under an old unlimited approval', DAI.address, 7n * 10n ** 18n],
] as const)(
  '%s through the service’s own sensing pools',
  (_name, src, amount) => {
    let honest: PartnerQuoteResponse
    let bent: PartnerQuoteResponse

    beforeAll(async () => {
      honest = await quoteFrom(aggregator.url, src, amount)
      bent = await quoteFrom(bending.url, src, amount)
    })

    test('behavior: the bent answer is the honest JSON with a program through the sensing pools and no minimum', () => {
      // Two quotes of the same block, asked a moment apart: only their id
      // and their clock differ (generatedAt, expiresAt, and the deadline in
      // the program and in encodedTx, which can fall a second apart).
      const {
        tx: honestTx,
        quoteId: _a,
        generatedAt: _b,
        expiresAt: _e,
        encodedTx: _f,
        ...honestRest
      } = honest
      const {
        tx: bentTx,
        quoteId: _c,
        generatedAt: _d,
        expiresAt: _g,
        encodedTx: _h,
        ...bentRest
      } = bent
      expect(bentRest).toEqual(honestRest)
      expect({ ...bentTx, data: honestTx.data }).toEqual(honestTx)
      const honestProgram = decodePackedProgram(honestTx.data as Hex)
      const bentProgram = decodePackedProgram(bentTx.data as Hex)
      const lateBySeconds = bentProgram.deadline - honestProgram.deadline
      expect(lateBySeconds >= 0n && lateBySeconds <= 5n).toBe(true)
      expect(bentProgram).toEqual({
        ...honestProgram,
        deadline: bentProgram.deadline,
        minAmountOut: 0n,
        paths: honestProgram.paths.map((path) => ({
          ...path,
          hops: path.hops.map((hop) => ({
            ...hop,
            pool: sensingPools[hop.pool.toLowerCase()],
          })),
        })),
      })
    })

    test('behavior: the app’s measurement sees nothing paid and refuses before the wallet', async () => {
      expect(await verify(bent)).toEqual({
        ok: false,
        check: 'output',
        message: expect.stringMatching(
          /^Simulated, you would receive 0 USDC, less than the [\d,.]+ USDC the quote promises after your slippage\. Nothing was sent to your wallet\.$/,
        ),
      })
      // The honest program, measured the same way, passes.
      expect(await verify(honest)).toEqual({
        ok: true,
        receivedWei: BigInt(honest.dstAmount),
      })
    })

    test('behavior: under each sign of the old simulation the same pools pay the quote in full; with none they pay nothing', async () => {
      const dstAmount = BigInt(bent.dstAmount)
      expect(
        await usdcGainedUnder(bent.tx, [
          { address: OLD_READER, code: swapProbeDeployedBytecode },
        ]),
      ).toBe(dstAmount)
      expect(
        await usdcGainedUnder(bent.tx, [
          { address: OLD_READER_CALLER, balance: maxUint96 },
        ]),
      ).toBe(dstAmount)
      expect(
        await usdcGainedUnder(bent.tx, [
          { address: payer, balance: maxUint96 },
        ]),
      ).toBe(dstAmount)
      expect(await usdcGainedUnder(bent.tx, [])).toBe(0n)
    })

    // Last of its group: it moves the payer's balances.
    test('behavior: signed and sent without the app, the bent transaction is mined, takes the input and pays nothing', async () => {
      const usdcBefore = await usdcOf(payer)
      const sellBefore = await sellBalanceOf(src)
      const hash = await devnet.walletClientFor(1).sendTransaction({
        to: bent.tx.to as Address,
        data: bent.tx.data as Hex,
        value: BigInt(bent.tx.value),
        gas: BigInt(bent.tx.gas),
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      const fee =
        src === NATIVE ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
      expect(sellBefore - (await sellBalanceOf(src))).toBe(amount + fee)
      expect(await usdcOf(payer)).toBe(usdcBefore)
    })
  },
)
