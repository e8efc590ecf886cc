// What both measurements share (the probe itself is generated/swapProbe.ts,
// from probe/SwapProbe.sol): the addresses the probe and its caller borrow,
// the fee fields, and how balances and reverts read.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  decodeErrorResult,
  type Hex,
  isAddressEqual,
  maxUint96,
  size,
  slice,
} from 'viem'
import type { GuardFailure, SwapBalances, SwapFeeFields } from './types'

/**
 * A balance for the probe's caller, overridden: enough for any gas at any
 * fee the fee bounds let through, far from anything real.
 */
export const PROBE_CALLER_BALANCE_WEI = maxUint96

/** An address none of `taken` uses, counted up from `base`. */
export function pickFreeAddress(base: bigint, taken: readonly Address[]) {
  let value = base
  const toAddress = (n: bigint) =>
    `0x${n.toString(16).padStart(40, '0')}` as Address
  while (taken.some((address) => isAddressEqual(address, toAddress(value)))) {
    value += 1n
  }
  return toAddress(value)
}

export const toSwapBalances = ([
  payerNativeWei,
  payerSellWei,
  payerBuyWei,
  recipientBuyWei,
]: readonly [bigint, bigint, bigint, bigint]): SwapBalances => ({
  payerNativeWei,
  payerSellWei,
  payerBuyWei,
  recipientBuyWei,
})

/** The most the payer may pay per gas: gasPrice, else maxFeePerGas. */
export const maxFeePerGasOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas

/** The fee fields as viem's call and simulateBlocks take them. */
export const feeRequestOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees
    ? ({ type: 'legacy', gasPrice: fees.gasPrice } as const)
    : ({
        type: 'eip1559',
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      } as const)

/** A revert's data in words: Error(string), Panic, or the custom selector. */
export function describeRevert(data: Hex | undefined, i18n: I18n): string {
  if (!data || data === '0x') return i18n._(msg`it reverts without a reason`)
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    const detail = String(args?.[0])
    if (errorName === 'Error') return i18n._(msg`it reverts: ${detail}`)
    if (errorName === 'Panic') return i18n._(msg`it panics (code ${detail})`)
  } catch {
    // A custom error of a contract whose ABI the app does not know.
  }
  if (size(data) < 4) return i18n._(msg`it reverts`)
  const selector = slice(data, 0, 4)
  return i18n._(msg`it reverts with error ${selector}`)
}

export const refuseSimulation = (reason: string, i18n: I18n): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: i18n._(
    msg`Our own simulation of this exact transaction fails: ${reason}. Nothing was sent to your wallet.`,
  ),
})
