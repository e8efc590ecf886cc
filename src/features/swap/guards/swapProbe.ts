// What both measurements share (the probe itself is generated/swapProbe.ts,
// from probe/SwapProbe.sol): the addresses the probe and its caller borrow,
// the fee fields, and how balances and reverts read.
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
export function describeRevert(data: Hex | undefined): string {
  if (!data || data === '0x') return 'it reverts without a reason'
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    if (errorName === 'Error') return `it reverts: ${String(args?.[0])}`
    if (errorName === 'Panic') return `it panics (code ${String(args?.[0])})`
  } catch {
    // A custom error of a contract whose ABI the app does not know.
  }
  return size(data) >= 4
    ? `it reverts with error ${slice(data, 0, 4)}`
    : 'it reverts'
}

export const SIMULATION_FAILS = 'Our own simulation of this exact transaction'

export const refuseSimulation = (reason: string): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: `${SIMULATION_FAILS} fails: ${reason}. Nothing was sent to your wallet.`,
})
