import type { Address, Hex } from 'viem'
import type { PartnerQuoteResponse } from '../../../../schema/partner'

type Common = { to: Address; data: Hex; value: bigint; gas: bigint }

type BuildSendTransactionParametersParameters = PartnerQuoteResponse['tx']

type BuildSendTransactionParametersReturnType =
  | (Common & {
      gasPrice: bigint
      maxFeePerGas?: undefined
      maxPriorityFeePerGas?: undefined
    })
  | (Common & {
      gasPrice?: undefined
      maxFeePerGas?: bigint
      maxPriorityFeePerGas?: bigint
    })

const toBigInt = (value: string | undefined) =>
  value === undefined ? undefined : BigInt(value)

/**
 * What goes to the wallet, exactly as the quote returned it (spec rules 5 and
 * 6): `to`, `data`, `value`, `gas`; `gasPrice` only for `legacy`,
 * `maxFeePerGas`/`maxPriorityFeePerGas` only for `eip1559`. Without a `type`,
 * the 1559 fees when the quote has them, else `gasPrice`; never both. `from`
 * is left to the wallet's account, which the guards compared with the payer.
 */
export function buildSendTransactionParameters(
  tx: BuildSendTransactionParametersParameters,
): BuildSendTransactionParametersReturnType {
  const common: Common = {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
  }
  const hasEip1559Fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
  const isEip1559 =
    tx.type === 'eip1559' || (tx.type === undefined && hasEip1559Fees)
  if (!isEip1559) return { ...common, gasPrice: BigInt(tx.gasPrice) }
  const maxFeePerGas = toBigInt(tx.maxFeePerGas)
  const maxPriorityFeePerGas = toBigInt(tx.maxPriorityFeePerGas)
  return {
    ...common,
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  }
}
