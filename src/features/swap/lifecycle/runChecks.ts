// The sign step's checks, between "Swap" and the wallet: nothing is signed on data that
// failed one. The router is the reviewed one in the source (never only the
// registry's), its code hash is read once per session per chain, the
// calldata is decoded where its ABI is known (deadline and encoding too),
// both sides of the exact transaction are measured from the payer at the
// latest block with its own fee fields (guards/measureSwap.ts: no ABI
// needed, refused where the node cannot simulate) and the fees and gas
// limit are bounded by the chain.
import { msg } from '@lingui/core/macro'
import { hexToBigInt, type PublicClient } from 'viem'
import { getConnection } from 'wagmi/actions'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { toUserError } from '../../../lib/toUserError'
import { checkPinnedRouter } from '../../chains'
import { checkFees } from '../guards/checkFees'
import { checkRouterCodeHash } from '../guards/checkRouterCodeHash'
import { checkSwapMeasurement } from '../guards/checkSwapMeasurement'
import {
  checkSwapCalldata,
  checkSwapTransaction,
} from '../guards/checkSwapTransaction'
import { measureSwap } from '../guards/measureSwap'
import type {
  GuardFailure,
  GuardResult,
  SwapMeasurement,
  SwapTransactionFields,
} from '../guards/types'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import { buildSendTransactionParameters } from './runSwap'
import type { CheckingState, SwapFlowContext } from './types'

/** The registry's router held to the reviewed table. */
export function pinRouter(context: SwapFlowContext) {
  const { chain } = context
  return checkPinnedRouter({
    i18n: context.i18n,
    chainId: chain.id,
    routerAddress: chain.routerAddress,
    routerCodeHash: chain.routerCodeHash,
  })
}

/**
 * The pinned table first (a mismatch refuses the chain, an unlisted chain
 * needs the person's acknowledgement), then checkRouterCodeHash on
 * eth_getCode with the pinned hash, once per flow per chain.
 */
export function verifyRouterCode(
  context: SwapFlowContext,
): Promise<GuardResult> {
  const { chain } = context
  const { verifiedRouters } = context.memory
  const pinned = pinRouter(context)
  if (pinned.status === 'mismatch') {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  if (pinned.status === 'unpinned' && !chain.isRouterAcknowledged) {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  const expectedHash =
    pinned.status === 'ok' ? pinned.codeHash : chain.routerCodeHash
  const id = `${chain.id}:${chain.routerAddress.toLowerCase()}`
  let verdict = verifiedRouters.get(id)
  if (!verdict) {
    verdict = context
      .publicClient()
      .getCode({ address: chain.routerAddress })
      .then((code) =>
        checkRouterCodeHash({ code, expectedHash, i18n: context.i18n }),
      )
    verifiedRouters.set(id, verdict)
    // A failed read is not a verdict: ask again next time.
    verdict.catch(() => verifiedRouters.delete(id))
  }
  return verdict
}

type GuardsVerdict =
  | {
      ok: true
      simulatedAmountOutWei: bigint | null
      notes: string[]
      isGasFromWallet: boolean
    }
  | GuardFailure

/** A chain without viem's definition still names its coin somehow. */
const NATIVE_FALLBACK = { symbol: 'native coin', decimals: 18 }

async function readNetworkFees(client: PublicClient) {
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

/**
 * The transaction as the wallet would sign it (buildSendTransactionParameters),
 * with the fee fields the simulation needs: an eip1559 quote that leaves one
 * out is measured at its `gasPrice` as the maximum fee and no tip.
 */
export function toMeasuredTransaction(
  tx: PartnerQuoteResponse['tx'],
): SwapTransactionFields {
  const signed = buildSendTransactionParameters(tx)
  const { to, data, value, gas } = signed
  const fees =
    signed.gasPrice !== undefined
      ? { gasPrice: signed.gasPrice }
      : {
          maxFeePerGas: signed.maxFeePerGas ?? BigInt(tx.gasPrice),
          maxPriorityFeePerGas: signed.maxPriorityFeePerGas ?? 0n,
        }
  return { to, data, value, gas, fees }
}

function checkDecodedCalldata(context: SwapFlowContext, state: CheckingState) {
  const { inputs } = context
  const quote = state.quote.response
  const pinned = pinRouter(context)
  return checkSwapCalldata({
    i18n: context.i18n,
    tx: quote.tx,
    swapAbi: pinned.status === 'ok' ? pinned.router.swapAbi : null,
    expected: {
      sellToken: inputs.sellToken.address,
      buyToken: inputs.buyToken.address,
      amountWei: inputs.amountWei,
      payer: inputs.payer,
      recipient: inputs.recipient,
      slippagePercent: inputs.slippagePercent,
    },
    dstAmountWei: BigInt(quote.dstAmount),
    validForSeconds: quote.validForSeconds,
    nowMs: Date.now(),
  })
}

/** Both sides of the exact transaction, held to the screen. */
function checkMeasurement(
  context: SwapFlowContext,
  state: CheckingState,
  measurement: SwapMeasurement,
  client: PublicClient,
) {
  const { inputs } = context
  const quote = state.quote.response
  return checkSwapMeasurement({
    i18n: context.i18n,
    measurement,
    expected: inputs,
    nativeCurrency: client.chain?.nativeCurrency ?? NATIVE_FALLBACK,
    floorWei: getMinimumReceived({
      dstAmount: BigInt(quote.dstAmount),
      minAmountOut: null,
      slippagePercent: inputs.slippagePercent,
    }).amount,
    quoteMinimumWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
  })
}

/** Calldata, own measurement and fees: what the chain itself says. */
export async function checkOnChainEvidence(
  context: SwapFlowContext,
  state: CheckingState,
): Promise<GuardsVerdict> {
  const { inputs } = context
  const calldata = checkDecodedCalldata(context, state)
  if (!calldata.ok) return calldata
  const client = context.publicClient()
  const tx = toMeasuredTransaction(state.quote.response.tx)
  const [measured, network] = await Promise.all([
    measureSwap({
      i18n: context.i18n,
      client,
      payer: inputs.payer,
      recipient: inputs.recipient,
      sellToken: inputs.sellToken.address,
      buyToken: inputs.buyToken.address,
      tx,
    }),
    readNetworkFees(client),
  ])
  const fees = checkFees({
    i18n: context.i18n,
    tx: buildSendTransactionParameters(state.quote.response.tx),
    network,
    simulatedGas: measured.ok ? measured.measurement.gasUsed : null,
  })
  if (fees.status === 'refuse') {
    const { check, message } = fees
    return { ok: false, check, message }
  }
  if (!measured.ok) return measured
  const outcome = checkMeasurement(context, state, measured.measurement, client)
  if (!outcome.ok) return outcome
  const pinned = pinRouter(context)
  const isRouterCodePinned = pinned.status === 'ok' && pinned.isCodeHashPinned
  const notes = [
    ...(isRouterCodePinned
      ? []
      : [
          'router code not independently verified (only the service vouches for it)',
        ]),
    ...(calldata.isDecoded ? [] : [calldata.note]),
    ...(fees.status === 'use-wallet-estimate' ? [fees.reason] : []),
  ]
  return {
    ok: true,
    simulatedAmountOutWei: outcome.receivedWei,
    notes,
    isGasFromWallet: fees.status === 'use-wallet-estimate',
  }
}

function checkScreen(context: SwapFlowContext, state: CheckingState) {
  const { inputs, chain, config } = context
  return checkSwapTransaction({
    i18n: context.i18n,
    quote: state.quote.response,
    registryChain: { chainId: chain.id, routerAddress: chain.routerAddress },
    walletChainId: getConnection(config).chainId ?? null,
    expected: {
      sellToken: inputs.sellToken.address,
      buyToken: inputs.buyToken.address,
      amountWei: inputs.amountWei,
      payer: inputs.payer,
      recipient: inputs.recipient,
    },
    nowMs: Date.now(),
    receivedAtMs: state.quote.receivedAtMs,
  })
}

export async function runChecks(
  context: SwapFlowContext,
  state: CheckingState,
) {
  const { dispatch } = context
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  if (context.memory.sentQuoteKeys.has(state.quote.key)) {
    const message = context.i18n._(
      msg`This quote was already offered to your wallet.`,
    )
    dispatch({ type: 'guardsFailed', check: 'expired', message, ...about })
    return
  }
  try {
    const screen = checkScreen(context, state)
    const router = screen.ok ? await verifyRouterCode(context) : screen
    const verdict = router.ok
      ? await checkOnChainEvidence(context, state)
      : router
    if (!verdict.ok) {
      const { check, message } = verdict
      dispatch({ type: 'guardsFailed', check, message, ...about })
      return
    }
    const { simulatedAmountOutWei, notes, isGasFromWallet } = verdict
    dispatch({
      type: 'guardsPassed',
      simulatedAmountOutWei,
      notes,
      isGasFromWallet,
      ...about,
    })
  } catch (error) {
    const { inputsKey } = state
    dispatch({
      type: 'errorRaised',
      error: toUserError(error, context.i18n),
      inputsKey,
    })
  }
}
