// checkSwap at its entry point: each refusal swapPolicy can give, the
// order (the first failing check's refusal wins and no later check runs),
// and a node that cannot simulate refused here, not only in measureSwap.
// Real inputs (the test quote on the devnet's pinned router, its calldata
// encoded by viem with the router's pinned ABI, the router's real runtime
// code); the one stand-in is the node (createFakeNode.ts: a viem custom
// transport answering eth_getCode, eth_getBlockByNumber, eth_call…), so a
// test can make it answer what a hostile or limited node would.
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  parseGwei,
} from 'viem'
import { anvil } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { routerDeployedBytecode } from '../../devnet/generated/contracts'
import {
  devnetRouterSwapAbi,
  pinnedRouters,
} from '../../src/features/chains/pinnedRouters'
import { checkSwap } from '../../src/features/swap/guards/checkSwap'
import { swapProbeAbi } from '../../src/features/swap/guards/generated/swapProbe'
import { swapPolicy } from '../../src/features/swap/guards/swapPolicy'
import {
  createTestPartnerQuote,
  testBuyToken,
  testPayer,
  testRecipient,
  testSellToken,
} from '../../src/features/swap/guards/testing/createTestPartnerQuote'
import type { CheckSwapParameters } from '../../src/features/swap/guards/types'
import { testFlowInputs } from '../../src/features/swap/lifecycle/testing/swapFixtures'
import {
  createFakeNode,
  type FakeNode,
  latestBlock,
  type NodeAnswer,
  rpcError,
} from './createFakeNode'
import { checksUpTo, watchPolicy } from './watchPolicy'

const pinned = pinnedRouters[31_337]
if (!pinned?.codeHash) throw new Error('the devnet router is pinned')
const router = pinned.address
const attacker: Address = '0x00000000000000000000000000000000000000aa'
const pool: Address = '0x00000000000000000000000000000000000000bb'
const amountWei = testFlowInputs.amountWei
const dstAmountWei = 2_000_000_000_000_000_000n
/** 0.5 % below dstAmount: the floor the screen promises. */
const floorWei = 1_990_000_000_000_000_000n

type Tamper = {
  /** The router's swap arguments as the service encoded them. */
  recipient?: Address
  to?: Address
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  /** Milliseconds before now the quote arrived. */
  ageMs?: number
  amountWei?: bigint
  walletChainId?: number | null
  registryRouter?: Address
}

function swapData(recipient: Address, nowMs: number): Hex {
  return encodeFunctionData({
    abi: devnetRouterSwapAbi,
    functionName: 'swap',
    args: [
      testSellToken,
      testBuyToken,
      amountWei,
      floorWei,
      recipient,
      BigInt(Math.floor(nowMs / 1000) + 25),
      [
        {
          amountIn: amountWei,
          hops: [{ pool, kind: 0, tokenOut: testBuyToken }],
        },
      ],
    ],
  })
}

/** The test quote, 1 USDC → DAI on the devnet's router, fresh. */
function parametersFor(
  node: FakeNode,
  tamper: Tamper = {},
): CheckSwapParameters {
  const nowMs = Date.now()
  const receivedAtMs = nowMs - (tamper.ageMs ?? 0)
  const quote = createTestPartnerQuote({
    chainId: 31_337,
    generatedAt: new Date(receivedAtMs).toISOString(),
    expiresAt: new Date(receivedAtMs + 30_000).toISOString(),
    validForSeconds: 30,
    minAmountOut: floorWei.toString(),
    allowanceTarget: { address: tamper.registryRouter ?? router },
  })
  const maxFeePerGas = tamper.maxFeePerGas ?? parseGwei('2')
  const maxPriorityFeePerGas = tamper.maxPriorityFeePerGas ?? parseGwei('0.001')
  quote.tx = {
    ...quote.tx,
    to: tamper.to ?? router,
    data: swapData(tamper.recipient ?? testRecipient, nowMs),
    maxFeePerGas: maxFeePerGas.toString(),
    maxPriorityFeePerGas: maxPriorityFeePerGas.toString(),
  }
  return {
    chain: {
      id: 31_337,
      routerAddress: tamper.registryRouter ?? router,
      routerCodeHash: pinned?.codeHash ?? null,
    },
    verifiedRouters: new Map(),
    client: () => node.client,
    walletChainId:
      tamper.walletChainId === undefined ? 31_337 : tamper.walletChainId,
    quote,
    receivedAtMs,
    signed: {
      to: quote.tx.to,
      data: quote.tx.data,
      value: 0n,
      gas: BigInt(quote.tx.gas),
      maxFeePerGas,
      maxPriorityFeePerGas,
    },
    expected: {
      sellToken: { address: testSellToken, symbol: 'USDC', decimals: 6 },
      buyToken: { address: testBuyToken, symbol: 'DAI', decimals: 18 },
      amountWei: tamper.amountWei ?? amountWei,
      payer: testPayer,
      recipient: testRecipient,
      slippagePercent: '0.5',
    },
  }
}

type Balances = readonly [bigint, bigint, bigint, bigint]

/**
 * The probe's answer (path B: eth_call with the probe at the payer's
 * address), as SwapProbe.measure returns it: [payer native, payer sell,
 * payer buy, recipient buy] before and after, success, gas used, revert.
 */
function probeAnswer({
  sellDebitWei = amountWei,
  receivedWei = dstAmountWei,
  isSuccess = true,
  revertData = '0x' as Hex,
} = {}): NodeAnswer {
  const before: Balances = [10n ** 18n, 5_000_000n, 0n, 0n]
  const after: Balances = [
    10n ** 18n,
    5_000_000n - sellDebitWei,
    0n,
    receivedWei,
  ]
  return () =>
    encodeFunctionResult({
      abi: swapProbeAbi,
      functionName: 'measure',
      result: [before, after, isSuccess, 120_000n, revertData],
    })
}

/** An honest node without eth_simulateV1 (the probe path measures). */
function honestNode(answers: Record<string, NodeAnswer> = {}) {
  return createFakeNode(anvil, {
    eth_getCode: () => routerDeployedBytecode,
    eth_getBlockByNumber: () => latestBlock,
    eth_gasPrice: () => numberToHex(parseGwei('1')),
    eth_maxPriorityFeePerGas: () => numberToHex(parseGwei('0.001')),
    eth_feeHistory: () => ({
      oldestBlock: latestBlock.number,
      baseFeePerGas: [latestBlock.baseFeePerGas, latestBlock.baseFeePerGas],
      gasUsedRatio: [0.5],
    }),
    eth_getTransactionCount: () => '0x7',
    eth_call: probeAnswer(),
    ...answers,
  })
}

const transferTopic =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const approvalTopic =
  '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const topicOf = (address: Address) => pad(address)
/** A listed token the payer approved to the router, not being swapped. */
const watchedToken: Address = '0x00000000000000000000000000000000000000cc'

type SimulatedSwap = {
  /** The swap's logs beyond the sell token's transfer to the router. */
  extraLogs?: { address: Address; topics: Hex[]; data: Hex }[]
  /** The watched token's balance after the swap (before: 1,000). */
  watchedAfterWei?: bigint
}

/**
 * A node with eth_simulateV1 (path A): the reader's balances before and
 * after the swap (payer native, sell, buy, recipient buy, then the watched
 * token when the payer approved it), the sell token's allowance, and the
 * swap's logs, answered as a node encodes them.
 */
function simulatingNode({
  extraLogs = [],
  watchedAfterWei = 1_000n,
}: SimulatedSwap = {}) {
  const reading = (balances: readonly bigint[], allowance: bigint) => ({
    status: '0x1',
    returnData: encodeFunctionResult({
      abi: swapProbeAbi,
      functionName: 'readState',
      result: [balances, [allowance]],
    }),
    gasUsed: numberToHex(50_000n),
    logs: [],
  })
  const log = (entry: { address: Address; topics: Hex[]; data: Hex }) => ({
    ...entry,
    blockNumber: numberToHex(101n),
    blockHash: latestBlock.hash,
    transactionHash: `0x${'ef'.repeat(32)}`,
    transactionIndex: '0x1',
    logIndex: '0x0',
    removed: false,
  })
  return honestNode({
    // The watched token's allowance to the router, before the simulation.
    eth_call: () =>
      encodeFunctionResult({
        abi: swapProbeAbi,
        functionName: 'readState',
        result: [[], [1n]],
      }),
    eth_simulateV1: () => [
      {
        ...latestBlock,
        number: numberToHex(101n),
        calls: [
          reading([10n ** 18n, 5_000_000n, 0n, 0n, 1_000n], amountWei),
          {
            status: '0x1',
            returnData: '0x',
            gasUsed: numberToHex(120_000n),
            logs: [
              log({
                address: testSellToken,
                topics: [transferTopic, topicOf(testPayer), topicOf(router)],
                data: numberToHex(amountWei, { size: 32 }),
              }),
              ...extraLogs.map(log),
            ],
          },
          reading(
            [
              10n ** 18n - 120_000n * parseGwei('1.001'),
              5_000_000n - amountWei,
              0n,
              dstAmountWei,
              watchedAfterWei,
            ],
            0n,
          ),
        ],
      },
    ],
  })
}

const watchChecks = () => watchPolicy(swapPolicy)
const names = swapPolicy.map(({ name }) => name)
const upTo = (name: (typeof swapPolicy)[number]['name']) =>
  checksUpTo(swapPolicy, name)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('checkSwap', () => {
  test('behavior: an honest quote on an honest node clears, with the fields to sign and what was measured', async () => {
    const node = honestNode()
    const ran = watchChecks()
    const verdict = await checkSwap(parametersFor(node))
    expect(ran()).toEqual(names)
    expect(verdict).toMatchObject({
      ok: true,
      protection: 'decoded-minimum',
      simulatedAmountOutWei: dstAmountWei,
      approvedTokens: null,
      signed: {
        to: router,
        value: 0n,
        // gas used 120,000 + the calldata's intrinsic gas, × 130 %.
        nonce: null,
        maxFeePerGas: parseGwei('2'),
        maxPriorityFeePerGas: parseGwei('0.001'),
      },
      measured: {
        payerOutflows: [{ token: testSellToken, amountWei }],
        recipientGainWei: dstAmountWei,
      },
    })
    if (!verdict.ok) throw new Error('cleared above')
    expect(verdict.signed.gas).toBe((verdict.measured.gasUsed * 130n) / 100n)
    expect(node.count('eth_getCode')).toBe(1)
    expect(node.count('eth_simulateV1')).toBe(1)
  })

  // Each row breaks one check and, where one is left, a later one too:
  // the refusal is the first check's, the later checks never run, and the
  // node is asked nothing a later check would ask.
  const refusals = [
    {
      name: 'checkRouterAddress',
      tamper: { to: attacker, ageMs: 10 * 60_000 },
      check: 'router',
      words: `addressed to ${attacker}`,
      notAsked: ['eth_getCode', 'eth_getBlockByNumber', 'eth_call'],
    },
    {
      name: 'checkWalletChain',
      tamper: { walletChainId: 1, ageMs: 10 * 60_000, amountWei: 2n },
      check: 'chain',
      words:
        'Your wallet is on network 1, but this quote is for network 31337.',
      notAsked: ['eth_getCode', 'eth_getBlockByNumber', 'eth_call'],
    },
    {
      name: 'checkWalletChain',
      tamper: { walletChainId: null },
      check: 'chain',
      words: 'Your wallet is on no network',
      notAsked: ['eth_getCode'],
    },
    {
      name: 'checkQuoteExpiry',
      tamper: { ageMs: 10 * 60_000, amountWei: 2n },
      check: 'expired',
      words: 'This quote has expired or is about to.',
      notAsked: ['eth_getCode', 'eth_getBlockByNumber', 'eth_call'],
    },
    {
      name: 'checkQuoteMatchesScreen',
      tamper: { amountWei: 2_000_000n, recipient: attacker },
      check: 'mismatch',
      words: "The quote's amount to sell is not what you see on screen.",
      notAsked: ['eth_getCode', 'eth_getBlockByNumber', 'eth_call'],
    },
    {
      name: 'verifyRouter',
      // The registry and the transaction agree on a router the reviewed
      // table does not hold for this chain.
      tamper: { to: attacker, registryRouter: attacker, recipient: attacker },
      check: 'router',
      words: `names ${attacker} as the swap router of network 31337`,
      notAsked: ['eth_getCode', 'eth_getBlockByNumber', 'eth_call'],
    },
    {
      name: 'checkSwapCalldata',
      tamper: { recipient: attacker, maxPriorityFeePerGas: parseGwei('50') },
      check: 'calldata',
      words:
        'The transaction would pay 0x00000000000000000000000000000000000000AA',
      notAsked: ['eth_getBlockByNumber', 'eth_gasPrice', 'eth_call'],
    },
    {
      name: 'checkFees',
      tamper: {
        maxFeePerGas: parseGwei('100'),
        maxPriorityFeePerGas: parseGwei('50'),
      },
      check: 'fees',
      words: 'a maximum fee of 100 gwei per gas',
      notAsked: ['eth_simulateV1', 'eth_call', 'eth_getTransactionCount'],
    },
  ] as const

  test.each(refusals)(
    'behavior: $name refuses ($check) first, and no later check runs',
    async ({ name, tamper, check, words, notAsked }) => {
      const node = honestNode()
      const ran = watchChecks()
      const verdict = await checkSwap(parametersFor(node, tamper))
      expect(verdict).toMatchObject({ ok: false, check })
      if (verdict.ok) throw new Error('refused above')
      expect(verdict.message).toContain(words)
      expect(ran()).toEqual(upTo(name))
      for (const method of notAsked) expect(node.count(method)).toBe(0)
    },
  )

  test('behavior: verifyRouter refuses code at the router address that is not the reviewed one (code-hash), before any fee read or simulation', async () => {
    const node = honestNode({
      eth_getCode: () => `${routerDeployedBytecode}00`,
    })
    const ran = watchChecks()
    const verdict = await checkSwap(
      parametersFor(node, { recipient: attacker }),
    )
    expect(verdict).toMatchObject({
      ok: false,
      check: 'code-hash',
      message:
        'The contract at the router address is not the one registered for this network.',
    })
    expect(ran()).toEqual(upTo('verifyRouter'))
    expect(node.count('eth_getBlockByNumber')).toBe(0)
    const empty = honestNode({ eth_getCode: () => '0x' })
    expect(await checkSwap(parametersFor(empty))).toMatchObject({
      ok: false,
      check: 'code-hash',
      message: 'There is no contract at the router address on this network.',
    })
  })

  test('behavior: a node that can run neither eth_simulateV1 nor the probe is refused at the entry point, and nothing after measureSwap runs', async () => {
    // Both missing: "method not found" to each.
    const node = honestNode({
      eth_call: () => {
        throw rpcError(-32601, 'Method not found')
      },
    })
    const ran = watchChecks()
    const verdict = await checkSwap(parametersFor(node))
    expect(verdict).toEqual({
      ok: false,
      check: 'simulation',
      message:
        "Your network's node cannot simulate this swap, so it cannot be checked; nothing was sent to your wallet.",
    })
    expect(ran()).toEqual(upTo('measureSwap'))
    expect(node.count('eth_simulateV1')).toBe(1)
    expect(node.count('eth_call')).toBe(1)
  })

  test('behavior: a node that ignores the probe’s state override (no probe answers) cannot simulate either: refused', async () => {
    const node = honestNode({ eth_call: () => '0x' })
    const verdict = await checkSwap(parametersFor(node))
    expect(verdict).toMatchObject({
      ok: false,
      check: 'simulation',
      message: expect.stringContaining('cannot simulate this swap'),
    })
  })

  test('behavior: measureSwap refuses a swap the simulation reverts, with its reason', async () => {
    const node = honestNode({
      eth_call: probeAnswer({
        isSuccess: false,
        revertData: encodeErrorString('InsufficientOutput'),
      }),
    })
    const ran = watchChecks()
    const verdict = await checkSwap(parametersFor(node))
    expect(verdict).toEqual({
      ok: false,
      check: 'simulation',
      message:
        'Our own simulation of this exact transaction fails: it reverts: InsufficientOutput. Nothing was sent to your wallet.',
    })
    expect(ran()).toEqual(upTo('measureSwap'))
  })

  test('behavior: a node that does not answer is an error, not a verdict', async () => {
    const node = honestNode({
      eth_call: () => {
        throw rpcError(-32005, 'Limit exceeded')
      },
    })
    await expect(checkSwap(parametersFor(node))).rejects.toThrow()
  })

  test('behavior: checkMeasuredSwap refuses a recipient gain below the floor (output) and a debit other than the amount shown (debit)', async () => {
    const short = honestNode({
      eth_call: probeAnswer({ receivedWei: floorWei - 1n }),
    })
    const ran = watchChecks()
    expect(await checkSwap(parametersFor(short))).toMatchObject({
      ok: false,
      check: 'output',
    })
    expect(ran()).toEqual(upTo('checkMeasuredSwap'))
    const greedy = honestNode({
      eth_call: probeAnswer({ sellDebitWei: amountWei * 2n }),
    })
    expect(await checkSwap(parametersFor(greedy))).toMatchObject({
      ok: false,
      check: 'debit',
    })
  })

  test('behavior: the router’s code is read once per flow: a second check of the same flow asks the node no more', async () => {
    const node = honestNode()
    const parameters = parametersFor(node)
    await checkSwap(parameters)
    await checkSwap({
      ...parametersFor(node),
      verifiedRouters: parameters.verifiedRouters,
    })
    expect(node.count('eth_getCode')).toBe(1)
    expect(keccak256(routerDeployedBytecode)).toBe(pinned.codeHash)
  })

  test('behavior: by eth_simulateV1 an honest swap clears at the nonce it ran at, with the watched token it read', async () => {
    const node = simulatingNode()
    const verdict = await checkSwap({
      ...parametersFor(node),
      watchedTokens: [watchedToken],
    })
    expect(verdict).toMatchObject({
      ok: true,
      signed: { nonce: 7 },
      approvedTokens: [watchedToken],
      measured: { allowanceLeftWei: 0n },
    })
    // Measured at a generous gas, then again at exactly the gas signed.
    expect(node.count('eth_simulateV1')).toBe(2)
  })

  test('behavior: checkSwapLogs refuses an approval the swap grants (eth_simulateV1 only), and checkWatchedTokens never runs', async () => {
    const node = simulatingNode({
      extraLogs: [
        {
          address: watchedToken,
          topics: [approvalTopic, topicOf(testPayer), topicOf(attacker)],
          data: numberToHex(2n ** 256n - 1n, { size: 32 }),
        },
      ],
    })
    const ran = watchChecks()
    const verdict = await checkSwap({
      ...parametersFor(node),
      watchedTokens: [watchedToken],
    })
    expect(verdict).toMatchObject({
      ok: false,
      check: 'debit',
      message: expect.stringContaining(
        `would let ${getAddress(attacker)} spend your tokens`,
      ),
    })
    expect(ran()).toEqual(upTo('checkSwapLogs'))
  })

  test('behavior: checkWatchedTokens refuses a fall in a listed token the payer approved to the router (eth_simulateV1 only)', async () => {
    const node = simulatingNode({ watchedAfterWei: 400n })
    const ran = watchChecks()
    const verdict = await checkSwap({
      ...parametersFor(node),
      watchedTokens: [watchedToken],
    })
    expect(verdict).toMatchObject({
      ok: false,
      message: expect.stringContaining('by 600 (smallest units)'),
    })
    expect(ran()).toEqual(names)
  })
})

/** Error(string)'s revert data, as a router's `require` returns it. */
function encodeErrorString(reason: string): Hex {
  return `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}`
}
