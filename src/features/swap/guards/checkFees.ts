// Bounds the fees and gas limit the service put in the transaction with the
// chain's own figures: a service or proxy could inflate the priority fee (paid
// to the block builder, lost to the person) or the gas limit. A fee beyond
// the bound is refused; a gas limit out of line with our own simulation is
// dropped so the wallet estimates it instead.
import { formatGwei } from 'viem'
import type { TransactionData } from '../../../../schema/partner'
import type { GuardFailure } from './types'

export type CheckFeesParameters = {
  tx: Pick<
    TransactionData,
    'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
  >
  /** The chain's own figures, read at the latest block. */
  network: {
    /** null on chains without EIP-1559. */
    baseFeePerGas: bigint | null
    /** eth_maxPriorityFeePerGas; 0 when the chain has none. */
    maxPriorityFeePerGas: bigint
    /** eth_gasPrice. */
    gasPrice: bigint
  }
  /** Gas used by our own simulation; null when it could not be measured. */
  simulatedGas: bigint | null
}

export type CheckFeesReturnType =
  | { status: 'ok' }
  | { status: 'use-wallet-estimate'; reason: string }
  | ({ status: 'refuse' } & GuardFailure)

/** Multiples of the chain's own figures the service may ask for. */
const FEE_BASE_MULTIPLE = 3n
const GAS_SIMULATED_MULTIPLE = 2n

/** The most per gas a transaction may offer: 3 × base fee + priority. */
function getFeeCeiling({ network }: Pick<CheckFeesParameters, 'network'>) {
  return network.baseFeePerGas === null
    ? FEE_BASE_MULTIPLE * network.gasPrice
    : FEE_BASE_MULTIPLE * network.baseFeePerGas + network.maxPriorityFeePerGas
}

/** ok | use-wallet-estimate (gas limit) | refuse (fees), with the reason. */
export function checkFees(
  parameters: CheckFeesParameters,
): CheckFeesReturnType {
  const { tx, simulatedGas } = parameters
  const ceiling = getFeeCeiling(parameters)
  const fees = [
    ['maximum fee', tx.maxFeePerGas],
    ['priority fee', tx.maxPriorityFeePerGas],
    ['gas price', tx.gasPrice],
  ] as const
  for (const [name, value] of fees) {
    if (value !== undefined && BigInt(value) > ceiling) {
      return {
        status: 'refuse',
        ok: false,
        check: 'fees',
        message: `The transaction offers a ${name} of ${formatGwei(BigInt(value))} gwei per gas, more than ${FEE_BASE_MULTIPLE} × the network's current base fee plus its priority fee (${formatGwei(ceiling)} gwei). Nothing was sent to your wallet.`,
      }
    }
  }
  if (simulatedGas === null) return { status: 'ok' }
  const gas = BigInt(tx.gas)
  if (gas > GAS_SIMULATED_MULTIPLE * simulatedGas) {
    return {
      status: 'use-wallet-estimate',
      reason: `The quote's gas limit (${gas}) is more than ${GAS_SIMULATED_MULTIPLE} × what our simulation used (${simulatedGas}); your wallet estimates it instead.`,
    }
  }
  if (gas < simulatedGas) {
    return {
      status: 'use-wallet-estimate',
      reason: `The quote's gas limit (${gas}) is below what our simulation used (${simulatedGas}); your wallet estimates it instead.`,
    }
  }
  return { status: 'ok' }
}
