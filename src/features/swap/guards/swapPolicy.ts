// The checks before the swap, in the order checkSwap runs them: tampering
// first, then what a switch or a fresh quote can fix, then the chain's own
// evidence. The first refusal stops the flow before the wallet is asked.
// Each step reads the parameters and what the steps before it found (the
// decoded calldata, the fee fields, the measurement) and adds its own.
// README.md shows the same list as a table (swapPolicy.test.ts holds them
// equal).
import type { I18n } from '@lingui/core'
import {
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  type PublicClient,
} from 'viem'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import { checkFees } from './checkFees'
import { checkMeasuredSwap } from './checkMeasuredSwap'
import { checkQuoteExpiry } from './checkQuoteExpiry'
import { checkQuoteMatchesScreen } from './checkQuoteMatchesScreen'
import { checkRouterAddress } from './checkRouterAddress'
import { checkRpcChain } from './checkRpcChain'
import { type CalldataCheck, checkSwapCalldata } from './checkSwapCalldata'
import { checkSwapLogs } from './checkSwapLogs'
import { checkWalletChain } from './checkWalletChain'
import { checkWatchedTokens } from './checkWatchedTokens'
import { describeTaxShortfall } from './describeTaxShortfall'
import { fillFeeFields } from './fillFeeFields'
import { measureSwap } from './measureSwap'
import { measureTokenRisk } from './measureTokenRisk'
import { pinRouter } from './pinRouter'
import { isInconclusive } from './refuseSimulation'
import type {
  CheckSwapParameters,
  GuardFailure,
  GuardResult,
  QuoteCheckParameters,
  SwapFeeFields,
  SwapMeasurement,
} from './types'
import { verifyRouter } from './verifyRouter'

/**
 * The simulation's gas limit: the quote's, raised to this where it is
 * lower, so a quote's short gas limit cannot fail an honest route (the
 * gas signed is measured, not the quote's).
 */
export const SIMULATION_GAS_FLOOR = 1_000_000n

/**
 * Gas signed = gas used in the simulation × this / 100. Refunds (at most a
 * fifth of the gas before them, EIP-3529) make the gas used fall short of
 * the gas a run needs by up to 1/0.8 = 1.25×, and the 63/64 rule holds
 * back a little more in nested calls; the rest covers pool state that
 * moves between the simulation and the block.
 */
export const SIGNED_GAS_MARGIN_PERCENT = 130n

type NetworkFees = {
  baseFeePerGas: bigint | null
  gasPrice: bigint
  maxPriorityFeePerGas: bigint | null
  blockGasLimit: bigint
}

/** What the steps found so far, filled in as the policy walks. */
export type SwapEvidence = {
  calldata: Extract<CalldataCheck, { ok: true }> | null
  network: NetworkFees | null
  fees: SwapFeeFields | null
  measurement: SwapMeasurement | null
  signedGas: bigint | null
  receivedWei: bigint | null
}

export type SwapCheckContext = {
  parameters: CheckSwapParameters
  i18n: I18n
  nowMs: number
  evidence: SwapEvidence
}

type SwapCheck = {
  name: string
  run: (context: SwapCheckContext) => GuardResult | Promise<GuardResult>
}

/** A step that needs an earlier one's finding: the order is wrong. */
function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`swapPolicy: ${what} not found yet`)
  return value
}

const quoteParameters = ({
  parameters,
  i18n,
  nowMs,
}: SwapCheckContext): QuoteCheckParameters => ({
  i18n,
  quote: parameters.quote,
  registryChain: {
    chainId: parameters.chain.id,
    routerAddress: parameters.chain.routerAddress,
  },
  walletChainId: parameters.walletChainId,
  expected: {
    sellToken: parameters.expected.sellToken.address,
    buyToken: parameters.expected.buyToken.address,
    amountWei: parameters.expected.amountWei,
    payer: parameters.expected.payer,
    recipient: parameters.expected.recipient,
  },
  nowMs,
  receivedAtMs: parameters.receivedAtMs,
})

async function readNetworkFees(client: PublicClient): Promise<NetworkFees> {
  const [block, gasPrice, maxPriorityFeePerGas] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.getGasPrice(),
    client
      .request({ method: 'eth_maxPriorityFeePerGas' })
      .then(hexToBigInt, () => null),
  ])
  return {
    baseFeePerGas: block.baseFeePerGas ?? null,
    gasPrice,
    maxPriorityFeePerGas,
    blockGasLimit: block.gasLimit,
  }
}

function simulationGas(quoteGas: bigint, blockGasLimit: bigint) {
  const raised =
    quoteGas > SIMULATION_GAS_FLOOR ? quoteGas : SIMULATION_GAS_FLOOR
  return raised < blockGasLimit ? raised : blockGasLimit
}

/**
 * The sell-back probe sends on a thousandth of the quote: far less than
 * any tax leaves of what arrives, enough to show a loss in basis points.
 */
export const sellBackWeiOf = (quotedWei: bigint) =>
  quotedWei / 1000n > 0n ? quotedWei / 1000n : quotedWei

/**
 * One measurement of the swap at `gas`. The sell-back probe rides only on
 * a measurement whose evidence is kept (`isProbed`): the first one, made
 * to learn the gas, is measured again at the signed gas (or, refused,
 * again with its minimum at 0), so a probe there would be asked for
 * nothing.
 */
async function measure(
  context: SwapCheckContext,
  gas: bigint,
  {
    data = context.parameters.signed.data,
    isProbed = true,
  }: { data?: Hex; isProbed?: boolean } = {},
) {
  const { parameters, i18n, evidence } = context
  const { expected, signed } = parameters
  return measureSwap({
    i18n,
    client: parameters.client(),
    payer: expected.payer,
    recipient: expected.recipient,
    sellToken: expected.sellToken.address,
    buyToken: expected.buyToken.address,
    tx: {
      to: signed.to,
      data,
      value: signed.value,
      gas,
      fees: need(evidence.fees, 'fee fields'),
    },
    watchedTokens: parameters.watchedTokens,
    precedingCalls: parameters.precedingCalls,
    sellBackWei: isProbed
      ? sellBackWeiOf(BigInt(parameters.quote.dstAmount))
      : 0n,
    isSimulationRequired: !need(evidence.calldata, 'calldata').isDecoded,
  })
}

/**
 * Measured once at a generous gas limit to learn the gas used, then, by
 * eth_simulateV1, again at exactly the gas that will be signed: the
 * verdict rests on the transaction as signed.
 */
async function runMeasureSwap(context: SwapCheckContext): Promise<GuardResult> {
  const { evidence, parameters } = context
  const network = need(evidence.network, 'network fees')
  const gas = simulationGas(parameters.signed.gas, network.blockGasLimit)
  const first = await measure(context, gas, { isProbed: false })
  if (!first.ok) return nameTaxBehindRevert(first, context, gas)
  const signedGas =
    (first.measurement.gasUsed * SIGNED_GAS_MARGIN_PERCENT) / 100n
  evidence.signedGas = signedGas
  if (first.measurement.method !== 'eth_simulateV1') {
    evidence.measurement = first.measurement
    return { ok: true }
  }
  const signed = await measure(context, signedGas)
  if (!signed.ok) return signed
  evidence.measurement = signed.measurement
  return { ok: true }
}

/**
 * Below the floor because the token taxes its transfers: the refusal names
 * the tax and the slippage that would let the swap through, rather than
 * only the shortfall.
 */
function nameTheTax(
  refusal: GuardFailure,
  measurement: SwapMeasurement,
  { parameters, i18n }: SwapCheckContext,
): GuardFailure {
  const { expected, quote } = parameters
  const { before, after } = measurement
  const risk = measureTokenRisk({
    quotedWei: BigInt(quote.dstAmount),
    receivedWei: after.recipientBuyWei - before.recipientBuyWei,
    sellBack: measurement.simulation?.sellBack ?? null,
  })
  if (risk?.kind !== 'taxed') return refusal
  return {
    ...refusal,
    message: describeTaxShortfall({
      i18n,
      risk,
      buyToken: expected.buyToken,
      slippagePercent: expected.slippagePercent,
    }),
  }
}

/**
 * The router refused what arrived: with a token that keeps a share of every
 * transfer, a slippage below that share fails every buy, and a bare revert
 * would not say why. Where the router's calldata is decoded (its ABI
 * pinned), the same swap with its minimum at 0 is simulated as a probe,
 * never signed: if the sell-back probe then shows a tax, the refusal names
 * it and the slippage that would let the swap through. An opaque router
 * (Devnet B, 999) keeps the bare revert: its minimum cannot be rewritten.
 */
async function nameTaxBehindRevert(
  refusal: GuardFailure,
  context: SwapCheckContext,
  gas: bigint,
): Promise<GuardFailure> {
  const { parameters, i18n } = context
  if (refusal.check !== 'simulation' || isInconclusive(refusal)) return refusal
  const pinned = pinRouter({ i18n, chain: parameters.chain })
  const abi = pinned.status === 'ok' ? pinned.router.swapAbi : null
  if (!abi) return refusal
  let probeData: Hex
  try {
    const { functionName, args } = decodeFunctionData({
      abi,
      data: parameters.signed.data,
    })
    if (functionName !== 'swap' || !args || args.length < 6) return refusal
    const unbounded = [...args]
    unbounded[3] = 0n
    probeData = encodeFunctionData({ abi, functionName, args: unbounded })
  } catch {
    return refusal
  }
  const probe = await measure(context, gas, { data: probeData })
  return probe.ok ? nameTheTax(refusal, probe.measurement, context) : refusal
}

/** A chain without viem's definition still names its coin somehow. */
const NATIVE_FALLBACK = { symbol: 'native coin', decimals: 18 }

const nativeCurrencyOf = ({ parameters }: SwapCheckContext) =>
  parameters.client().chain?.nativeCurrency ?? NATIVE_FALLBACK

export const swapPolicy = [
  {
    name: 'checkRouterAddress',
    run: (context) => checkRouterAddress(quoteParameters(context)),
  },
  {
    name: 'checkWalletChain',
    run: ({ parameters, i18n }) =>
      checkWalletChain({
        i18n,
        walletChainId: parameters.walletChainId,
        chainId: parameters.quote.chainId,
        purpose: 'swap',
      }),
  },
  {
    name: 'checkQuoteExpiry',
    run: (context) => checkQuoteExpiry(quoteParameters(context)),
  },
  {
    name: 'checkQuoteMatchesScreen',
    run: (context) => checkQuoteMatchesScreen(quoteParameters(context)),
  },
  {
    name: 'checkRpcChain',
    run: ({ parameters, i18n }) =>
      checkRpcChain({
        i18n,
        chainId: parameters.chain.id,
        client: parameters.client,
        verifiedRpcChains: parameters.verifiedRpcChains,
      }),
  },
  {
    name: 'verifyRouter',
    run: ({ parameters, i18n }) => verifyRouter({ ...parameters, i18n }),
  },
  {
    name: 'checkSwapCalldata',
    run: (context) => {
      const { parameters, i18n, nowMs, evidence } = context
      const pinned = pinRouter({ i18n, chain: parameters.chain })
      const { quote, expected } = parameters
      const calldata = checkSwapCalldata({
        i18n,
        tx: quote.tx,
        swapAbi: pinned.status === 'ok' ? pinned.router.swapAbi : null,
        expected: {
          ...quoteParameters(context).expected,
          slippagePercent: expected.slippagePercent,
        },
        dstAmountWei: BigInt(quote.dstAmount),
        validForSeconds: quote.validForSeconds,
        nowMs,
      })
      if (!calldata.ok) return calldata
      evidence.calldata = calldata
      return { ok: true }
    },
  },
  {
    name: 'checkFees',
    run: async ({ parameters, i18n, evidence }) => {
      const network = await readNetworkFees(parameters.client())
      evidence.network = network
      const fees = fillFeeFields(parameters.signed, network)
      const verdict = checkFees({
        i18n,
        tx: { gas: parameters.signed.gas, ...fees },
        network,
      })
      if (verdict.status === 'refuse') {
        const { check, message } = verdict
        return { ok: false, check, message }
      }
      evidence.fees = fees
      return { ok: true }
    },
  },
  { name: 'measureSwap', run: runMeasureSwap },
  {
    name: 'checkMeasuredSwap',
    run: (context) => {
      const { parameters, i18n, evidence } = context
      const { quote, expected } = parameters
      const measurement = need(evidence.measurement, 'measurement')
      const outcome = checkMeasuredSwap({
        i18n,
        measurement,
        expected,
        nativeCurrency: nativeCurrencyOf(context),
        floorWei: getMinimumReceived({
          dstAmount: BigInt(quote.dstAmount),
          minAmountOut: null,
          slippagePercent: expected.slippagePercent,
        }).amount,
        quoteMinimumWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
      })
      if (!outcome.ok) {
        return outcome.check === 'output'
          ? nameTheTax(outcome, measurement, context)
          : outcome
      }
      evidence.receivedWei = outcome.receivedWei
      return { ok: true }
    },
  },
  {
    name: 'checkSwapLogs',
    run: (context) => {
      const { parameters, i18n, evidence } = context
      const { simulation } = need(evidence.measurement, 'measurement')
      if (!simulation) return { ok: true }
      const { expected, signed } = parameters
      return checkSwapLogs({
        i18n,
        simulation,
        payer: expected.payer,
        router: signed.to,
        sellToken: expected.sellToken,
        // For a native sell the value is the amount: read as native.
        amountWei: expected.amountWei,
        valueWei: signed.value,
        nativeCurrency: nativeCurrencyOf(context),
      })
    },
  },
  {
    name: 'checkWatchedTokens',
    run: ({ i18n, evidence }) => {
      const { simulation } = need(evidence.measurement, 'measurement')
      return checkWatchedTokens({ i18n, watched: simulation?.watched ?? [] })
    },
  },
] as const satisfies readonly SwapCheck[]
