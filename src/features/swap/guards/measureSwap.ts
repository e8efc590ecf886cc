// Measures what the exact transaction would move, on the chain's own
// evidence and without the router's ABI: the service's `dstAmount`,
// `minAmountOut` and its own simulation all come from the party that built
// the transaction. Three paths, in order:
//  A. eth_simulateV1 with validation, indistinguishable from the real
//     transaction, every transfer traced (simulateSwap.ts);
//  B. where the node has no eth_simulateV1 ("method not found") and the
//     router's calldata was decoded: one eth_call with a state override
//     that runs a probe as the payer (callSwapProbe.ts). Where the router
//     cannot be decoded, this path is refused: a contract can tell it apart;
//  C. where neither can run, a refusal: no unverified swap is ever signed.
// A network failure (no answer, HTTP error, timeout, a node over its rate
// limit) is thrown, not a verdict: the flow says so and the person may try
// again. The probe itself is generated/swapProbe.ts, from
// probe/SwapProbe.sol.
import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  HttpRequestError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  LimitExceededRpcError,
  ResourceUnavailableRpcError,
  TimeoutError,
  TipAboveFeeCapError,
} from 'viem'
import { callSwapProbe } from './callSwapProbe'
import { isMethodMissing } from './isMethodMissing'
import {
  cannotSimulate,
  cannotSimulateOpaqueRouter,
  readRevert,
  refuseSimulation,
  type SimulationFailure,
} from './refuseSimulation'
import { simulateSwap } from './simulateSwap'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SwapMeasurement,
} from './types'

type MeasureSwapVerdict =
  | { ok: true; measurement: SwapMeasurement }
  | GuardFailure

const isAnyOf = (error: unknown, test: (inner: Error) => boolean) =>
  error instanceof BaseError &&
  error.walk((inner) => inner instanceof Error && test(inner)) !== null

/** No answer from the node, or not now: not a verdict on the transaction. */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true
  if (isMethodMissing(error)) return false
  const transient = [
    HttpRequestError,
    TimeoutError,
    LimitExceededRpcError,
    ResourceUnavailableRpcError,
  ]
  return isAnyOf(error, (inner) =>
    transient.some((kind) => inner instanceof kind),
  )
}

/**
 * The node refused the probe's call for the transaction's own sake: a
 * revert or its fee fields. (Short of funds, the probe's caller can only be
 * because the node ignored the balance override: it cannot simulate.)
 */
function isProbeRefused(error: unknown): boolean {
  if (isAnyOf(error, (inner) => inner instanceof InsufficientFundsError)) {
    return false
  }
  const refusals = [
    ExecutionRevertedError,
    FeeCapTooHighError,
    FeeCapTooLowError,
    IntrinsicGasTooHighError,
    IntrinsicGasTooLowError,
    TipAboveFeeCapError,
  ]
  return isAnyOf(error, (inner) =>
    refusals.some((refusal) => inner instanceof refusal),
  )
}

function failureOf(error: unknown): SimulationFailure {
  if (!(error instanceof BaseError)) {
    return { kind: 'node', message: String(error) }
  }
  const reverted = error.walk(
    (inner) => inner instanceof ExecutionRevertedError,
  )
  if (reverted) {
    const found = error.walk(
      (inner) => typeof (inner as { data?: unknown }).data === 'string',
    ) as { data?: `0x${string}` } | null
    return { kind: 'reverted', revert: readRevert(found?.data) }
  }
  return { kind: 'node', message: error.shortMessage.replace(/\.$/, '') }
}

const measured = (
  result: SwapMeasurement | GuardFailure,
): MeasureSwapVerdict =>
  'method' in result ? { ok: true, measurement: result } : result

async function measureWithProbe(
  parameters: MeasureSwapParameters,
): Promise<MeasureSwapVerdict> {
  const i18n = guardI18n(parameters)
  if (parameters.isSimulationRequired) return cannotSimulateOpaqueRouter(i18n)
  // The probe runs the swap alone: an approval that rides ahead of it in a
  // batch cannot be part of its measurement.
  if (parameters.precedingCalls?.length) return cannotSimulate(i18n)
  try {
    const result = await callSwapProbe(parameters)
    if (result === null) return cannotSimulate(i18n)
    return measured(result)
  } catch (error) {
    if (isTransportFailure(error)) throw error
    if (isProbeRefused(error)) {
      return refuseSimulation(failureOf(error), i18n)
    }
    return cannotSimulate(i18n)
  }
}

/** Path A, else B, else C; see the header. */
export async function measureSwap(
  parameters: MeasureSwapParameters,
): Promise<MeasureSwapVerdict> {
  try {
    return measured(await simulateSwap(parameters))
  } catch (error) {
    if (isMethodMissing(error)) return measureWithProbe(parameters)
    if (isTransportFailure(error)) throw error
    const i18n = guardI18n(parameters)
    return refuseSimulation(failureOf(error), i18n)
  }
}
