// How a measurement that could not clear the swap is worded: a revert in
// the simulation (with its reason where one can be read), a node that
// cannot simulate at all, and an opaque router on a node without
// eth_simulateV1.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { decodeErrorResult, type Hex, size, slice } from 'viem'
import type { GuardFailure } from './types'

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

/** The simulation ran and the transaction failed in it, or its reads did. */
export const refuseSimulation = (reason: string, i18n: I18n): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: i18n._(
    msg`Our own simulation of this exact transaction fails: ${reason}. Nothing was sent to your wallet.`,
  ),
})

/** The refusals that say the node could not simulate at all (not that the
 * transaction failed): asking it again, in any form, is no use. Kept by
 * identity, so a failure's shape stays { ok, check, message }. */
const inconclusive = new WeakSet<GuardFailure>()

export const isInconclusive = (failure: GuardFailure) =>
  inconclusive.has(failure)

const markInconclusive = (failure: GuardFailure) => {
  inconclusive.add(failure)
  return failure
}

/** Neither eth_simulateV1 nor the eth_call probe could run. */
export const cannotSimulate = (i18n: I18n): GuardFailure =>
  markInconclusive({
    ok: false,
    check: 'simulation',
    message: i18n._(
      msg`Your network's node cannot simulate this swap, so it cannot be checked; nothing was sent to your wallet.`,
    ),
  })

/**
 * A router the app cannot decode on a node without eth_simulateV1: the
 * eth_call probe runs at the payer's address, where a contract can tell it
 * apart (the payer has code, tx.origin is another account), so it clears
 * nothing there.
 */
export const cannotSimulateOpaqueRouter = (i18n: I18n): GuardFailure =>
  markInconclusive({
    ok: false,
    check: 'simulation',
    message: i18n._(
      msg`This network's router cannot be decoded, so only a full simulation can check this swap, and your network's node cannot run one (it has no eth_simulateV1). A wallet that batches calls, or a node with eth_simulateV1, would make it possible. Nothing was sent to your wallet.`,
    ),
  })
