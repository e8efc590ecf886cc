// Every asset change of the payer's watched, and a simulation a contract
// cannot tell from the real transaction, on both devnets (Devnet, whose
// router the app decodes, and Devnet B, whose PackedRouter it cannot), by
// checkSwap as the lifecycle calls it and by its checks one at a time.
// Real anvils with eth_simulateV1, the reference aggregator's own quotes;
// the bent transactions are the service's quotes for something else with
// the JSON beside them kept honest, as a compromised service would send.
// Nothing is mocked.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  maxUint256,
  type PublicClient,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  queryString,
  setupAggregatorHarness,
} from '../../devnet/aggregator/testing/setupAggregatorHarness'
import { devAddresses } from '../../devnet/devAccounts'
import type { RunningDevnet } from '../../devnet/startDevnet'
import { world, worldB } from '../../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import type { PartnerQuoteResponse } from '../../schema/partner'
import { pinnedRouters } from '../../src/features/chains/pinnedRouters'
import { checkSwap } from '../../src/features/swap/guards/checkSwap'
import { checkSwapLogs } from '../../src/features/swap/guards/checkSwapLogs'
import { checkWatchedTokens } from '../../src/features/swap/guards/checkWatchedTokens'
import { measureSwap } from '../../src/features/swap/guards/measureSwap'
import { SIGNED_GAS_MARGIN_PERCENT } from '../../src/features/swap/guards/swapPolicy'
import type { SwapMeasurement } from '../../src/features/swap/guards/types'
import { buildSendTransactionParameters } from '../../src/features/swap/lifecycle/steps/signStep'
import { toMeasuredTransaction } from './toMeasuredTransaction'

const harness = setupAggregatorHarness({ worlds: [world, worldB] })
const payer = devAddresses[1] as Address
const stranger: Address = '0x00000000000000000000000000000000000c0ffe'
const NATIVE = NATIVE_TOKEN_ADDRESS as Address

const chains = [
  { name: 'Devnet (decoded router)', index: 0, protection: 'decoded-minimum' },
  { name: 'Devnet B (opaque router)', index: 1, protection: 'simulation-only' },
] as const

const devnetOf = (index: 0 | 1): RunningDevnet => {
  const devnet = harness.devnets[index]
  if (!devnet) throw new Error(`no devnet ${index}`)
  return devnet
}

function unitOf(devnet: RunningDevnet, address: Address) {
  if (address.toLowerCase() === NATIVE.toLowerCase()) {
    return { address, symbol: 'ETH', decimals: 18 }
  }
  const token = Object.values(devnet.world.tokens).find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  )
  if (!token) throw new Error(`unknown token ${address}`)
  return { address, symbol: token.symbol, decimals: token.decimals }
}

function partnerQuote(
  devnet: RunningDevnet,
  src: Address,
  dst: Address,
  amount: bigint,
) {
  const query = queryString({
    src,
    dst,
    amount: String(amount),
    payer,
    slippage: '0.5',
  })
  return harness.callEndpoint(
    'partnerQuote',
    `/partner/v1/${devnet.chainId}/quote?${query}`,
  )
}

/** checkSwap exactly as the lifecycle calls it, on `quote` (tx bent or not). */
function check(
  devnet: RunningDevnet,
  quote: PartnerQuoteResponse,
  options: { tx?: PartnerQuoteResponse['tx']; watchedTokens?: Address[] } = {},
) {
  const pinned = pinnedRouters[devnet.chainId]
  if (!pinned) throw new Error(`no pinned router on ${devnet.chainId}`)
  const tx = options.tx ?? quote.tx
  return checkSwap({
    chain: {
      id: devnet.chainId,
      routerAddress: pinned.address,
      routerCodeHash: pinned.codeHash,
    },
    verifiedRouters: new Map(),
    client: () => devnet.publicClient as unknown as PublicClient,
    walletChainId: devnet.chainId,
    quote: { ...quote, tx },
    receivedAtMs: Date.now(),
    signed: buildSendTransactionParameters(tx),
    expected: {
      sellToken: unitOf(devnet, quote.sellToken),
      buyToken: unitOf(devnet, quote.buyToken),
      amountWei: BigInt(quote.sellAmount),
      payer,
      recipient: payer,
      slippagePercent: '0.5',
    },
    watchedTokens: options.watchedTokens,
  })
}

async function measure(
  devnet: RunningDevnet,
  tx: Parameters<typeof toMeasuredTransaction>[0],
  tokens: { sell: Address; buy: Address; watched?: Address[] },
): Promise<SwapMeasurement> {
  const measured = await measureSwap({
    client: devnet.publicClient as unknown as PublicClient,
    payer,
    recipient: payer,
    sellToken: tokens.sell,
    buyToken: tokens.buy,
    tx: toMeasuredTransaction(tx),
    watchedTokens: tokens.watched,
  })
  if (!measured.ok) throw new Error(measured.message)
  return measured.measurement
}

const simulationOf = ({ simulation }: SwapMeasurement) => {
  if (!simulation) throw new Error('measured without eth_simulateV1')
  return simulation
}

describe.each(chains)('on $name', ({ index, protection }) => {
  const devnet = () => devnetOf(index)
  const tokens = () => devnet().world.tokens

  test('behavior: an honest swap is cleared with the fields to sign, the protection that holds and the measured changes', async () => {
    await harness.approveAll(1, devnet())
    const amount = 100n * 10n ** 18n
    const quote = await partnerQuote(
      devnet(),
      tokens().DAI.address,
      tokens().USDC.address,
      amount,
    )
    const verdict = await check(devnet(), quote, {
      watchedTokens: Object.values(tokens()).map((token) => token.address),
    })
    if (!verdict.ok) throw new Error(verdict.message)
    expect(verdict.protection).toBe(protection)
    const client = devnet().publicClient
    const nonce = await client.getTransactionCount({
      address: payer,
      blockTag: 'pending',
    })
    const { gasUsed, networkFeeWei } = verdict.measured
    expect(verdict.signed).toMatchObject({
      to: quote.tx.to,
      data: quote.tx.data,
      value: 0n,
      nonce,
      gas: (gasUsed * SIGNED_GAS_MARGIN_PERCENT) / 100n,
    })
    expect(verdict.measured).toMatchObject({
      payerOutflows: [{ token: tokens().DAI.address, amountWei: amount }],
      recipientGainWei: BigInt(quote.dstAmount),
      // approveAll approved without limit; these tokens keep it so.
      allowanceLeftWei: maxUint256,
    })
    expect(networkFeeWei).toBeGreaterThan(0n)
    expect(networkFeeWei % gasUsed).toBe(0n)
  })

  test('behavior: the gas signed is the gas simulated with its margin, never the quote’s', async () => {
    const quote = await partnerQuote(
      devnet(),
      NATIVE,
      tokens().USDC.address,
      10n ** 18n,
    )
    // A quote whose gas limit is far too low still gets the measured one.
    const tx = { ...quote.tx, gas: '30000' }
    const verdict = await check(devnet(), quote, { tx })
    if (!verdict.ok) throw new Error(verdict.message)
    const simulated = await measure(devnet(), quote.tx, {
      sell: NATIVE,
      buy: tokens().USDC.address,
    })
    expect(verdict.signed.gas).toBe(
      (simulated.gasUsed * SIGNED_GAS_MARGIN_PERCENT) / 100n,
    )
    expect(verdict.signed.gas).not.toBe(30_000n)
  })

  test('behavior: fee fields the quote leaves out are filled from the chain before simulating', async () => {
    const quote = await partnerQuote(
      devnet(),
      NATIVE,
      tokens().USDC.address,
      10n ** 18n,
    )
    const tx = {
      ...quote.tx,
      type: 'eip1559' as const,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    }
    const verdict = await check(devnet(), quote, { tx })
    if (!verdict.ok) throw new Error(verdict.message)
    const client = devnet().publicClient
    const [block, tip] = await Promise.all([
      client.getBlock({ blockTag: 'latest' }),
      client.request({ method: 'eth_maxPriorityFeePerGas' }).then(hexToBigInt),
    ])
    const baseFee = block.baseFeePerGas ?? 0n
    expect(verdict.signed).toMatchObject({
      maxPriorityFeePerGas: tip,
      maxFeePerGas: 2n * baseFee + tip,
    })
  })

  test('behavior: a program spending the payer’s approved USDT instead of DAI is refused', async () => {
    await harness.approveAll(1, devnet())
    const shown = await partnerQuote(
      devnet(),
      tokens().DAI.address,
      tokens().USDC.address,
      7n * 10n ** 18n,
    )
    // The service's own program for USDT, behind the honest DAI answer.
    const usdt = await partnerQuote(
      devnet(),
      tokens().USDT.address,
      tokens().USDC.address,
      10_470_000n,
    )
    const verdict = await check(devnet(), shown, { tx: usdt.tx })
    // On Devnet the decoded calldata already names USDT; on Devnet B only
    // the measurement can see it: DAI's debit is 0, not the 7 shown.
    expect(verdict).toMatchObject(
      index === 0
        ? { ok: false, check: 'calldata' }
        : {
            ok: false,
            check: 'debit',
            message:
              'Simulated, this swap would take 0 DAI from your wallet, not the 7 you are swapping. Nothing was sent to your wallet.',
          },
    )
    // The logs and the watched balances name USDT on both chains.
    const measured = await measure(devnet(), usdt.tx, {
      sell: tokens().DAI.address,
      buy: tokens().USDC.address,
      watched: [tokens().USDT.address, tokens().WETH.address],
    })
    const simulation = simulationOf(measured)
    const usdtAddress = tokens().USDT.address
    expect(
      checkSwapLogs({
        simulation,
        payer,
        router: usdt.tx.to,
        sellToken: unitOf(devnet(), tokens().DAI.address),
        amountWei: 7n * 10n ** 18n,
        valueWei: 0n,
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
      }),
    ).toEqual({
      ok: false,
      check: 'debit',
      message: `Simulated, this swap would also move 10470000 (smallest units) of the token at ${usdtAddress} out of your wallet, which you are not swapping. Nothing was sent to your wallet.`,
    })
    expect(simulation.watched).toEqual([
      expect.objectContaining({ token: usdtAddress }),
      expect.objectContaining({ token: tokens().WETH.address }),
    ])
    expect(checkWatchedTokens({ watched: simulation.watched })).toEqual({
      ok: false,
      check: 'debit',
      message: `Simulated, this swap would lower your balance of the token at ${usdtAddress} by 10470000 (smallest units), a token you approved to the router and are not swapping. Nothing was sent to your wallet.`,
    })
  })

  test('behavior: a debit below the amount shown is refused', async () => {
    await harness.approveAll(1, devnet())
    const amount = 100n * 10n ** 18n
    const shown = await partnerQuote(
      devnet(),
      tokens().DAI.address,
      tokens().USDC.address,
      amount,
    )
    const half = await partnerQuote(
      devnet(),
      tokens().DAI.address,
      tokens().USDC.address,
      amount / 2n,
    )
    const verdict = await check(devnet(), shown, { tx: half.tx })
    expect(verdict).toMatchObject(
      index === 0
        ? { ok: false, check: 'calldata' }
        : {
            ok: false,
            check: 'debit',
            message:
              'Simulated, this swap would take 50 DAI from your wallet, not the 100 you are swapping. Nothing was sent to your wallet.',
          },
    )
  })

  test('behavior: an approval granted inside the swap is refused', async () => {
    const dai = tokens().DAI.address
    // The payer's own call granting an approval: what a program that
    // makes the payer approve would show in the simulation's logs.
    const grant = {
      to: dai,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, maxUint256],
      }),
      value: '0',
      gas: '100000',
      gasPrice: String(await devnet().publicClient.getGasPrice()),
      type: 'legacy' as const,
    } as PartnerQuoteResponse['tx']
    const measured = await measure(devnet(), grant, {
      sell: dai,
      buy: tokens().USDC.address,
    })
    expect(
      checkSwapLogs({
        simulation: simulationOf(measured),
        payer,
        router: devnet().world.contracts.router,
        sellToken: unitOf(devnet(), dai),
        amountWei: 10n ** 18n,
        valueWei: 0n,
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
      }),
    ).toEqual({
      ok: false,
      check: 'debit',
      message: `Simulated, this swap would let ${stranger} spend your tokens at ${dai}; a swap never grants an approval. Nothing was sent to your wallet.`,
    })
  })

  test('behavior: native coin leaving beyond the value is read from the traced transfers', async () => {
    const quote = await partnerQuote(
      devnet(),
      NATIVE,
      tokens().USDC.address,
      10n ** 18n,
    )
    const measured = await measure(devnet(), quote.tx, {
      sell: NATIVE,
      buy: tokens().USDC.address,
    })
    const simulation = simulationOf(measured)
    const parameters = {
      simulation,
      payer,
      router: quote.tx.to,
      sellToken: unitOf(devnet(), NATIVE),
      amountWei: 0n,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    }
    expect(checkSwapLogs({ ...parameters, valueWei: 10n ** 18n })).toEqual({
      ok: true,
    })
    expect(checkSwapLogs({ ...parameters, valueWei: 10n ** 17n })).toEqual({
      ok: false,
      check: 'debit',
      message:
        'Simulated, this swap would send 1 ETH out of your wallet, beyond the 0.1 ETH the transaction carries. Nothing was sent to your wallet.',
    })
    // One wei beyond the value is enough.
    expect(
      checkSwapLogs({ ...parameters, valueWei: 10n ** 18n - 1n }),
    ).toMatchObject({ ok: false, check: 'debit' })
  })

  test('behavior: the reader and its caller are fresh random addresses on every call, the caller with an ordinary balance', async () => {
    const quote = await partnerQuote(
      devnet(),
      NATIVE,
      tokens().USDC.address,
      10n ** 17n,
    )
    const tokensOf = { sell: NATIVE, buy: tokens().USDC.address }
    const first = simulationOf(await measure(devnet(), quote.tx, tokensOf))
    const second = simulationOf(await measure(devnet(), quote.tx, tokensOf))
    const addresses = [
      first.reader.address,
      first.reader.caller,
      second.reader.address,
      second.reader.caller,
    ].map((address) => address.toLowerCase())
    expect(new Set(addresses).size).toBe(4)
    for (const address of addresses) {
      expect(address).not.toMatch(/^0x0000000000000000000000000000/)
    }
    for (const { reader } of [first, second]) {
      // Its reads' fee and less than one coin beside: below 10^27 by far.
      expect(reader.callerBalanceWei).toBeLessThan(2n * 10n ** 18n)
      expect(reader.callerBalanceWei).toBeGreaterThan(0n)
    }
  })

  test('behavior: the simulated block is the next block: number, timestamp, base fee and fee recipient', async () => {
    const quote = await partnerQuote(
      devnet(),
      NATIVE,
      tokens().USDC.address,
      10n ** 17n,
    )
    const client = devnet().publicClient
    const latest = await client.getBlock({ blockTag: 'latest' })
    const { block } = simulationOf(
      await measure(devnet(), quote.tx, {
        sell: NATIVE,
        buy: tokens().USDC.address,
      }),
    )
    expect(block.number).toBe(latest.number + 1n)
    // The earliest the next block can carry, by the chain's clock alone.
    expect(block.timestamp).toBe(latest.timestamp + 1n)
    expect(block.feeRecipient.toLowerCase()).toBe(latest.miner.toLowerCase())
    // The chain's own next block has the base fee the simulation used.
    await devnet().testClient.mine({ blocks: 1 })
    const next = await client.getBlock({ blockTag: 'latest' })
    expect(next.number).toBe(block.number)
    expect(block.baseFeePerGas).toBe(next.baseFeePerGas)
  })
})
