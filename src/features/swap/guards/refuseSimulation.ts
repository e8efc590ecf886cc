// How a measurement that could not clear the swap is worded: a revert in
// the simulation (with its reason where one can be read), a node that
// cannot simulate at all, and an opaque router on a node without
// eth_simulateV1.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { decodeErrorResult, type Hex, size, slice } from 'viem'
import type { GuardFailure } from './types'

/** A revert's data, read: Error(string), Panic, a custom error's selector. */
export type Revert =
  | { kind: 'silent' }
  | { kind: 'error'; detail: string }
  | { kind: 'panic'; code: string }
  | { kind: 'bare' }
  | { kind: 'custom'; selector: Hex }

export function readRevert(data: Hex | undefined): Revert {
  if (!data || data === '0x') return { kind: 'silent' }
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    const detail = String(args?.[0])
    if (errorName === 'Error') return { kind: 'error', detail }
    if (errorName === 'Panic') return { kind: 'panic', code: detail }
  } catch {
    // A custom error of a contract whose ABI the app does not know.
  }
  if (size(data) < 4) return { kind: 'bare' }
  return { kind: 'custom', selector: slice(data, 0, 4) }
}

/** A revert's data in words: Error(string), Panic, or the custom selector. */
export function describeRevert(data: Hex | undefined, i18n: I18n): string {
  const revert = readRevert(data)
  switch (revert.kind) {
    case 'silent':
      return i18n._(msg`it reverts without a reason`)
    case 'error': {
      const { detail } = revert
      return i18n._(msg`it reverts: ${detail}`)
    }
    case 'panic': {
      const detail = revert.code
      return i18n._(msg`it panics (code ${detail})`)
    }
    case 'bare':
      return i18n._(msg`it reverts`)
    case 'custom': {
      const { selector } = revert
      return i18n._(msg`it reverts with error ${selector}`)
    }
  }
}

/**
 * Why the simulation could not clear the swap: the transaction reverted in
 * it, the node answered without its result, the balance reads failed, or
 * the node refused the call (its own words, viem's, untranslated).
 */
export type SimulationFailure =
  | { kind: 'reverted'; revert: Revert }
  | { kind: 'no-result' }
  | { kind: 'unread' }
  | { kind: 'node'; message: string }

/** One whole sentence per case, so each language words it its own way. */
function describeFailure(failure: SimulationFailure, i18n: I18n): string {
  if (failure.kind === 'no-result') {
    return i18n._(
      msg`Our own simulation of this exact transaction fails: the node answered without its result. Nothing was sent to your wallet.`,
    )
  }
  if (failure.kind === 'unread') {
    return i18n._(
      msg`Our own simulation of this exact transaction fails: the balances it moves could not be read. Nothing was sent to your wallet.`,
    )
  }
  if (failure.kind === 'node') {
    const { message } = failure
    return i18n._(
      msg`Our own simulation of this exact transaction fails: ${message}. Nothing was sent to your wallet.`,
    )
  }
  const { revert } = failure
  switch (revert.kind) {
    case 'silent':
      return i18n._(
        msg`Our own simulation of this exact transaction fails: it reverts without a reason. Nothing was sent to your wallet.`,
      )
    case 'error': {
      const { detail } = revert
      return i18n._(
        msg`Our own simulation of this exact transaction fails: it reverts: ${detail}. Nothing was sent to your wallet.`,
      )
    }
    case 'panic': {
      const { code } = revert
      return i18n._(
        msg`Our own simulation of this exact transaction fails: it panics (code ${code}). Nothing was sent to your wallet.`,
      )
    }
    case 'bare':
      return i18n._(
        msg`Our own simulation of this exact transaction fails: it reverts. Nothing was sent to your wallet.`,
      )
    case 'custom': {
      const { selector } = revert
      return i18n._(
        msg`Our own simulation of this exact transaction fails: it reverts with error ${selector}. Nothing was sent to your wallet.`,
      )
    }
  }
}

/** The simulation ran and the transaction failed in it, or its reads did. */
export const refuseSimulation = (
  failure: SimulationFailure,
  i18n: I18n,
): GuardFailure => ({
  ok: false,
  check: 'simulation',
  message: describeFailure(failure, i18n),
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
