// The checks between "Swap" and the wallet: nothing is signed on data that
// failed one. The router is the reviewed one in the source (never only the
// registry's), its code hash is read once per session per chain, the
// calldata is decoded where its ABI is known, the output is simulated from
// the payer at the latest block and the fees are bounded by the chain.
import { hexToBigInt } from 'viem'
import { getConnection } from 'wagmi/actions'
import { checkPinnedRouter, MULTICALL3_ADDRESS } from '../../chains'
import { checkFees } from '../guards/checkFees'
import { checkRouterCodeHash } from '../guards/checkRouterCodeHash'
import { checkSwapCalldata } from '../guards/checkSwapCalldata'
import { checkSwapTransaction } from '../guards/checkSwapTransaction'
import { simulateSwapOutput } from '../guards/simulateSwapOutput'
import type { GuardFailure, GuardResult } from '../guards/types'
import { buildSendTransactionParameters } from './buildSendTransactionParameters'
import { publicClientOf, toFlowError } from './flowHelpers'
import type { SwapFlowContext } from './stepTypes'
import type { CheckingState } from './types'

/** The registry's router held to the reviewed table. */
export function pinRouter(context: SwapFlowContext) {
  const { chain } = context
  return checkPinnedRouter({
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
    verdict = publicClientOf(context)
      .getCode({ address: chain.routerAddress })
      .then((code) => checkRouterCodeHash({ code, expectedHash }))
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

/** The multicall the client's chain knows, for a native balance read. */
function multicallOf(client: ReturnType<typeof publicClientOf>) {
  return client.chain?.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
}

async function readNetworkFees(client: ReturnType<typeof publicClientOf>) {
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

/** Calldata, own simulation and fees: what the chain itself says. */
export async function checkOnChainEvidence(
  context: SwapFlowContext,
  state: CheckingState,
): Promise<GuardsVerdict> {
  const { inputs } = context
  const quote = state.quote.response
  const dstAmountWei = BigInt(quote.dstAmount)
  const pinned = pinRouter(context)
  const calldata = checkSwapCalldata({
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
    dstAmountWei,
    validForSeconds: quote.validForSeconds,
    nowMs: Date.now(),
  })
  if (!calldata.ok) return calldata
  const client = publicClientOf(context)
  const [simulation, network] = await Promise.all([
    simulateSwapOutput({
      client,
      payer: inputs.payer,
      tx: quote.tx,
      buyToken: inputs.buyToken.address,
      recipient: inputs.recipient,
      multicall3Address: multicallOf(client),
      dstAmountWei,
      minAmountOutWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
      slippagePercent: inputs.slippagePercent,
    }),
    readNetworkFees(client),
  ])
  if (!simulation.ok) return simulation
  const fees = checkFees({
    tx: buildSendTransactionParameters(quote.tx),
    network,
    simulatedGas: simulation.isVerified ? simulation.gasUsed : null,
  })
  if (fees.status === 'refuse') {
    const { check, message } = fees
    return { ok: false, check, message }
  }
  const isRouterCodePinned = pinned.status === 'ok' && pinned.isCodeHashPinned
  const notes = [
    ...(isRouterCodePinned
      ? []
      : [
          'router code not independently verified (only the service vouches for it)',
        ]),
    ...(calldata.isDecoded ? [] : [calldata.note]),
    ...(simulation.isVerified ? [] : [simulation.note]),
    ...(fees.status === 'use-wallet-estimate' ? [fees.reason] : []),
  ]
  return {
    ok: true,
    simulatedAmountOutWei: simulation.isVerified
      ? simulation.receivedWei
      : null,
    notes,
    isGasFromWallet: fees.status === 'use-wallet-estimate',
  }
}

function checkScreen(context: SwapFlowContext, state: CheckingState) {
  const { inputs, chain, config } = context
  return checkSwapTransaction({
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

export async function runGuards(
  context: SwapFlowContext,
  state: CheckingState,
) {
  const { dispatch } = context
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  if (context.memory.sentQuoteKeys.has(state.quote.key)) {
    const message = 'This quote was already offered to your wallet.'
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
    dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
  }
}
