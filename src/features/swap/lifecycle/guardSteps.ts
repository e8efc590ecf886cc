// The checks between "Swap" and the wallet: nothing is signed on data that
// failed one. The router's code hash is read once per session per chain.
import { decodeFunctionResult, parseAbi } from 'viem'
import { getConnection } from 'wagmi/actions'
import { checkRouterCodeHash } from '../guards/checkRouterCodeHash'
import { checkSwapTransaction } from '../guards/checkSwapTransaction'
import { needsOwnSimulation } from '../guards/needsOwnSimulation'
import type { GuardResult } from '../guards/types'
import {
  findRevertData,
  publicClientOf,
  shortMessage,
  toFlowError,
} from './flowHelpers'
import { describeRouterRevert } from './routerErrors'
import type { SwapFlowContext } from './stepTypes'
import type { CheckingState } from './types'

/** checkRouterCodeHash on eth_getCode, once per flow per chain. */
export function verifyRouterCode(
  context: SwapFlowContext,
): Promise<GuardResult> {
  const { chain } = context
  const { verifiedRouters } = context.memory
  const id = `${chain.id}:${chain.routerAddress.toLowerCase()}`
  let verdict = verifiedRouters.get(id)
  if (!verdict) {
    verdict = publicClientOf(context)
      .getCode({ address: chain.routerAddress })
      .then((code) =>
        checkRouterCodeHash({ code, expectedHash: chain.routerCodeHash }),
      )
    verifiedRouters.set(id, verdict)
    // A failed read is not a verdict: ask again next time.
    verdict.catch(() => verifiedRouters.delete(id))
  }
  return verdict
}

const amountOutAbi = parseAbi(['function swap() returns (uint256 amountOut)'])

type Simulation =
  | { ok: true; amountOutWei: bigint | null }
  | { ok: false; message: string }

/** eth_call of the exact transaction from the payer. */
export async function simulateSwap(
  context: SwapFlowContext,
  state: CheckingState,
): Promise<Simulation> {
  const { tx } = state.quote.response
  const { inputs } = context
  try {
    const { data } = await publicClientOf(context).call({
      account: inputs.payer,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
    if (!data || data === '0x') return { ok: true, amountOutWei: null }
    try {
      const amountOutWei = decodeFunctionResult({
        abi: amountOutAbi,
        functionName: 'swap',
        data,
      })
      return { ok: true, amountOutWei }
    } catch {
      return { ok: true, amountOutWei: null }
    }
  } catch (error) {
    const reason = describeRouterRevert({
      data: findRevertData(error),
      buyDecimals: inputs.buyToken.decimals,
      buySymbol: inputs.buyToken.symbol,
    })
    return {
      ok: false,
      message: `Our own simulation of this exact transaction fails: ${reason ?? shortMessage(error)}`,
    }
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
    const verdict = screen.ok ? await verifyRouterCode(context) : screen
    if (!verdict.ok) {
      const { check, message } = verdict
      dispatch({ type: 'guardsFailed', check, message, ...about })
      return
    }
    let simulatedAmountOutWei: bigint | null = null
    if (needsOwnSimulation(state.quote.response)) {
      const simulation = await simulateSwap(context, state)
      if (!simulation.ok) {
        const { message } = simulation
        dispatch({
          type: 'guardsFailed',
          check: 'simulation',
          message,
          ...about,
        })
        return
      }
      simulatedAmountOutWei = simulation.amountOutWei
    }
    dispatch({ type: 'guardsPassed', simulatedAmountOutWei, ...about })
  } catch (error) {
    const { inputsKey } = state
    dispatch({ type: 'errorRaised', error: toFlowError(error), inputsKey })
  }
}
