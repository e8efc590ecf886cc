// Before the swap, the lifecycle asks this one question: swapPolicy's
// checks in their order, the first refusal stopping the flow before the
// wallet is asked ("Nothing was sent to your wallet"). A node that does not
// answer throws: an error, not a verdict. Cleared, the verdict holds the
// exact fields to sign (the transaction as simulated: its fee fields
// filled and bounded, the payer's pending nonce, the gas measured with a
// stated margin, never a wallet's estimate), which protection holds the
// minimum, and the measured changes the review shows.
import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { measureTokenRisk } from './measureTokenRisk'
import { pinRouter } from './pinRouter'
import { type SwapCheckContext, swapPolicy } from './swapPolicy'
import {
  type CheckSwapParameters,
  type GuardFailure,
  guardI18n,
  type MeasuredChanges,
  type SwapFeeFields,
} from './types'

/** The exact fields the wallet is asked to sign. */
export type SignedSwap = {
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
  gas: bigint
  /** The payer's pending nonce when simulated; null by the eth_call probe. */
  nonce: number | null
} & SwapFeeFields

/**
 * What holds the minimum the person saw: the router's own check of the
 * decoded minimum, or only our simulation (a router we cannot decode).
 */
export type SwapProtection = 'decoded-minimum' | 'simulation-only'

/** What the swap goes on with once every check passed, or the refusal. */
export type SwapVerdict =
  | {
      ok: true
      simulatedAmountOutWei: bigint | null
      notes: string[]
      protection: SwapProtection
      signed: SignedSwap
      measured: MeasuredChanges
      /**
       * The listed tokens the payer has approved to the router, as the
       * simulation read them; null where it could not (the eth_call path).
       */
      approvedTokens: readonly Address[] | null
    }
  | GuardFailure

function toVerdict({
  parameters,
  i18n,
  evidence,
}: SwapCheckContext): SwapVerdict {
  const { expected, signed } = parameters
  const measurement = evidence.measurement
  const calldata = evidence.calldata
  const fees = evidence.fees
  const gas = evidence.signedGas
  const receivedWei = evidence.receivedWei
  if (
    !measurement ||
    !calldata ||
    !fees ||
    gas === null ||
    receivedWei === null
  )
    throw new Error('checkSwap: the policy ended without its evidence')
  const pinned = pinRouter({ i18n, chain: parameters.chain })
  const isRouterCodePinned = pinned.status === 'ok' && pinned.isCodeHashPinned
  const isNativeSell = isAddressEqual(
    expected.sellToken.address,
    NATIVE_TOKEN_ADDRESS,
  )
  const { before, after, feePaidWei } = measurement
  const sellDebitWei = isNativeSell
    ? before.payerNativeWei - after.payerNativeWei - feePaidWei
    : before.payerSellWei - after.payerSellWei
  return {
    ok: true,
    simulatedAmountOutWei: receivedWei,
    notes: [
      ...(isRouterCodePinned
        ? []
        : [
            'router code not independently verified (only the service vouches for it)',
          ]),
      ...(calldata.isDecoded ? [] : [calldata.note]),
    ],
    protection: calldata.isDecoded ? 'decoded-minimum' : 'simulation-only',
    signed: {
      to: signed.to,
      data: signed.data,
      value: signed.value,
      gas,
      nonce: measurement.simulation?.nonce ?? null,
      ...fees,
    },
    approvedTokens:
      measurement.simulation?.watched.map(({ token }) => token) ?? null,
    measured: {
      payerOutflows: [
        { token: expected.sellToken.address, amountWei: sellDebitWei },
      ],
      recipientGainWei: receivedWei,
      allowanceLeftWei: measurement.simulation?.allowanceAfterWei ?? null,
      gasUsed: measurement.gasUsed,
      networkFeeWei: measurement.gasUsed * measurement.effectiveGasPriceWei,
      tokenRisk: measureTokenRisk({
        quotedWei: BigInt(parameters.quote.dstAmount),
        receivedWei,
        sellBack: measurement.simulation?.sellBack ?? null,
      }),
    },
  }
}

export async function checkSwap(
  parameters: CheckSwapParameters,
): Promise<SwapVerdict> {
  const context: SwapCheckContext = {
    parameters,
    i18n: guardI18n(parameters),
    nowMs: Date.now(),
    evidence: {
      calldata: null,
      network: null,
      fees: null,
      measurement: null,
      signedGas: null,
      receivedWei: null,
    },
  }
  for (const check of swapPolicy) {
    const result = await check.run(context)
    if (!result.ok) return result
  }
  return toVerdict(context)
}
