import { type Address, encodeAbiParameters, type Hex, zeroAddress } from 'viem'

type EncodeTransactionTupleParameters = {
  from?: Address
  to: Address
  data: Hex
  value: bigint
  gasPrice: bigint
  gas: bigint
}

/** `encodedTx`: the ABI-encoded (from, to, data, value, gasPrice, gas). */
export function encodeTransactionTuple({
  from = zeroAddress,
  to,
  data,
  value,
  gasPrice,
  gas,
}: EncodeTransactionTupleParameters): Hex {
  return encodeAbiParameters(
    [
      { type: 'address', name: 'from' },
      { type: 'address', name: 'to' },
      { type: 'bytes', name: 'data' },
      { type: 'uint256', name: 'value' },
      { type: 'uint256', name: 'gasPrice' },
      { type: 'uint256', name: 'gas' },
    ],
    [from, to, data, value, gasPrice, gas],
  )
}
