// Bounds the fees and gas limit the service put in the transaction with the
// chain's own figures: a service or proxy could inflate the priority fee (paid
// to the block builder, lost to the person), the maximum fee (money the
// wallet must hold and may spend when the base fee rises) or the gas limit.
// A fee beyond its bound is refused, and so is a gas limit no block can
// hold; a gas limit out of line with our own measurement is dropped so the
// wallet estimates it instead.
import { formatGwei, parseGwei } from 'viem'
import type { GuardFailure } from './types'

export type CheckFeesParameters = {
  /** The fee fields and gas limit the wallet would sign. */
  tx: {
    gas: bigint
    gasPrice?: bigint | undefined
    maxFeePerGas?: bigint | undefined
    maxPriorityFeePerGas?: bigint | undefined
  }
  /** The chain's own figures, read at the latest block. */
  network: {
    /** null on chains without EIP-1559. */
    baseFeePerGas: bigint | null
    /** eth_maxPriorityFeePerGas; null when the node has none. */
    maxPriorityFeePerGas: bigint | null
    /** eth_gasPrice. */
    gasPrice: bigint
    /** The latest block's gas limit. */
    blockGasLimit: bigint
  }
  /** Gas used in our own measurement; null when it could not be measured. */
  simulatedGas: bigint | null
}

type CheckFeesReturnType =
  | { status: 'ok' }
  | { status: 'use-wallet-estimate'; reason: string }
  | ({ status: 'refuse' } & GuardFailure)

/**
 * The tip may be twice what the node suggests (its suggestion moves between
 * the quote and our read), and never needs to be held below 1 gwei: where a
 * chain suggests almost nothing, a service paying 1 gwei to be mined costs
 * the person cents at swap gas, while a bound at the suggestion itself
 * would refuse honest quotes.
 */
const PRIORITY_FEE_MULTIPLE = 2n
const PRIORITY_FEE_FLOOR = parseGwei('1')
/**
 * The maximum fee may cover the base fee tripling: it falls at most 12.5 %
 * a block, so a quote a few blocks old still passes, while a fee many times
 * the market is refused.
 */
const BASE_FEE_MULTIPLE = 3n
/** A legacy gas price may be twice the node's eth_gasPrice. */
const GAS_PRICE_MULTIPLE = 2n
const GAS_SIMULATED_MULTIPLE = 2n

const gwei = (wei: bigint) => `${formatGwei(wei)} gwei`

function refuse(message: string): CheckFeesReturnType {
  const fullMessage = `${message} Nothing was sent to your wallet.`
  return { status: 'refuse', ok: false, check: 'fees', message: fullMessage }
}

/** The first fee field beyond its bound, in words; null when none is. */
function findFeeBeyondBound({
  tx,
  network,
}: CheckFeesParameters): string | null {
  const suggestedTip = network.maxPriorityFeePerGas ?? 0n
  const tipByMultiple = PRIORITY_FEE_MULTIPLE * suggestedTip
  const allowedTip =
    tipByMultiple > PRIORITY_FEE_FLOOR ? tipByMultiple : PRIORITY_FEE_FLOOR
  const gasPriceCeiling = GAS_PRICE_MULTIPLE * network.gasPrice
  const { baseFeePerGas } = network
  if (tx.maxFeePerGas !== undefined) {
    const ceiling =
      baseFeePerGas === null
        ? gasPriceCeiling
        : BASE_FEE_MULTIPLE * baseFeePerGas + allowedTip
    if (tx.maxFeePerGas > ceiling) {
      return baseFeePerGas === null
        ? `The transaction offers a maximum fee of ${gwei(tx.maxFeePerGas)} per gas, more than ${GAS_PRICE_MULTIPLE} × the network's current gas price (${gwei(ceiling)}).`
        : `The transaction offers a maximum fee of ${gwei(tx.maxFeePerGas)} per gas, more than ${BASE_FEE_MULTIPLE} × the network's current base fee plus the priority fee it allows (${gwei(ceiling)}).`
    }
  }
  const tip = tx.maxPriorityFeePerGas
  if (tip !== undefined && tip > allowedTip) {
    return `The transaction offers a priority fee of ${gwei(tip)} per gas; the network suggests ${gwei(suggestedTip)}, and more than ${gwei(allowedTip)} is refused.`
  }
  if (tx.gasPrice !== undefined && tx.gasPrice > gasPriceCeiling) {
    return `The transaction offers a gas price of ${gwei(tx.gasPrice)}, more than ${GAS_PRICE_MULTIPLE} × the network's current gas price (${gwei(gasPriceCeiling)}).`
  }
  return null
}

/** ok | use-wallet-estimate (gas limit) | refuse (fees, gas limit). */
export function checkFees(
  parameters: CheckFeesParameters,
): CheckFeesReturnType {
  const { tx, network, simulatedGas } = parameters
  const feeBeyondBound = findFeeBeyondBound(parameters)
  if (feeBeyondBound) return refuse(feeBeyondBound)
  if (tx.gas > network.blockGasLimit) {
    return refuse(
      `The transaction asks for a gas limit of ${tx.gas}, more than a whole block of this network holds (${network.blockGasLimit}).`,
    )
  }
  if (simulatedGas === null) return { status: 'ok' }
  if (tx.gas > GAS_SIMULATED_MULTIPLE * simulatedGas) {
    return {
      status: 'use-wallet-estimate',
      reason: `The quote's gas limit (${tx.gas}) is more than ${GAS_SIMULATED_MULTIPLE} × what our simulation used (${simulatedGas}); your wallet estimates it instead.`,
    }
  }
  if (tx.gas < simulatedGas) {
    return {
      status: 'use-wallet-estimate',
      reason: `The quote's gas limit (${tx.gas}) is below what our simulation used (${simulatedGas}); your wallet estimates it instead.`,
    }
  }
  return { status: 'ok' }
}
