// The fee fields and gas limit the service put in the transaction (or
// fillFeeFields filled in), bounded by the chain's own figures. A service or
// proxy could inflate the priority fee (paid to the block builder, lost to
// the person), the maximum fee (money the wallet must hold and may spend
// when the base fee rises) or the gas limit. A fee beyond its bound is
// refused, and so is a gas limit no block can hold.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatGwei, parseGwei } from 'viem'
import { type GuardFailure, type GuardWords, guardI18n } from './types'

export type CheckFeesParameters = GuardWords & {
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
}

type FeesVerdict = { status: 'ok' } | ({ status: 'refuse' } & GuardFailure)

/**
 * The tip may be twice what the node suggests (its suggestion moves between
 * the quote and our read), and never needs to be held below 1 gwei: where a
 * chain suggests almost nothing, a service paying 1 gwei to be mined costs
 * the person cents at swap gas, while a bound at the suggestion itself
 * would refuseFees honest quotes.
 */
export const PRIORITY_FEE_MULTIPLE = 2n
export const PRIORITY_FEE_FLOOR = parseGwei('1')
/**
 * The maximum fee may cover the base fee tripling: it falls at most 12.5 %
 * a block, so a quote a few blocks old still passes, while a fee many times
 * the market is refused.
 */
const BASE_FEE_MULTIPLE = 3n
/** A legacy gas price may be twice the node's eth_gasPrice. */
const GAS_PRICE_MULTIPLE = 2n

/** Wei in gwei, every digit kept, with the language's decimal mark. */
function gwei(wei: bigint, i18n: I18n) {
  const parts = new Intl.NumberFormat(i18n.locale).formatToParts(1.5)
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const amount = formatGwei(wei).replace('.', decimal)
  return i18n._(msg`${amount} gwei`)
}

function refuseFees(reason: string, i18n: I18n): FeesVerdict {
  const message = i18n._(msg`${reason} Nothing was sent to your wallet.`)
  return { status: 'refuse', ok: false, check: 'fees', message }
}

/** The first fee field beyond its bound, in words; null when none is. */
function findFeeBeyondBound(
  { tx, network }: CheckFeesParameters,
  i18n: I18n,
): string | null {
  const g = (wei: bigint) => gwei(wei, i18n)
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
      const offered = g(tx.maxFeePerGas)
      const bound = g(ceiling)
      const multiple = String(
        baseFeePerGas === null ? GAS_PRICE_MULTIPLE : BASE_FEE_MULTIPLE,
      )
      return baseFeePerGas === null
        ? i18n._(
            msg`The transaction offers a maximum fee of ${offered} per gas, more than ${multiple} × the network's current gas price (${bound}).`,
          )
        : i18n._(
            msg`The transaction offers a maximum fee of ${offered} per gas, more than ${multiple} × the network's current base fee plus the priority fee it allows (${bound}).`,
          )
    }
  }
  const tip = tx.maxPriorityFeePerGas
  if (tip !== undefined && tip > allowedTip) {
    const offered = g(tip)
    const suggested = g(suggestedTip)
    const allowed = g(allowedTip)
    return i18n._(
      msg`The transaction offers a priority fee of ${offered} per gas; the network suggests ${suggested}, and more than ${allowed} is refused.`,
    )
  }
  if (tx.gasPrice !== undefined && tx.gasPrice > gasPriceCeiling) {
    const offered = g(tx.gasPrice)
    const multiple = String(GAS_PRICE_MULTIPLE)
    const bound = g(gasPriceCeiling)
    return i18n._(
      msg`The transaction offers a gas price of ${offered}, more than ${multiple} × the network's current gas price (${bound}).`,
    )
  }
  return null
}

/** ok | refuse (a fee field beyond its bound, a gas limit no block holds). */
export function checkFees(parameters: CheckFeesParameters): FeesVerdict {
  const { tx, network } = parameters
  const i18n = guardI18n(parameters)
  const feeBeyondBound = findFeeBeyondBound(parameters, i18n)
  if (feeBeyondBound) return refuseFees(feeBeyondBound, i18n)
  // Gas units are written as the node gives them, digits only.
  const gas = String(tx.gas)
  if (tx.gas > network.blockGasLimit) {
    const blockGas = String(network.blockGasLimit)
    return refuseFees(
      i18n._(
        msg`The transaction asks for a gas limit of ${gas}, more than a whole block of this network holds (${blockGas}).`,
      ),
      i18n,
    )
  }
  return { status: 'ok' }
}
