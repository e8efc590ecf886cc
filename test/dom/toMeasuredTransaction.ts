// The quote's transaction as measureSwap takes it, for the measurement
// tests: an eip1559 quote that leaves a fee field out is measured at its
// `gasPrice` as the maximum fee and no tip (checkSwap fills it from the
// chain instead: fillFeeFields).
import type { PartnerQuoteResponse } from '../../schema/partner'
import type { SwapTransactionFields } from '../../src/features/swap/guards/types'
import { buildSendTransactionParameters } from '../../src/features/swap/lifecycle/steps/signStep'

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
