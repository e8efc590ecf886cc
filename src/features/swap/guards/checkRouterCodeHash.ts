// Guards against a router address that holds other code than the registry
// says: a redeployed, upgraded or impostor contract at the expected address
// (or no contract at all) must not receive approvals or swaps.
import { msg } from '@lingui/core/macro'
import { type Hex, keccak256 } from 'viem'
import { type GuardResult, type GuardWords, guardI18n } from './types'

type CheckRouterCodeHashParameters = GuardWords & {
  /** eth_getCode at the router; undefined or '0x' when nothing is there. */
  code: Hex | undefined
  /** The registry's `routerCodeHash`; null when the registry gives none. */
  expectedHash: Hex | null
}

type CheckRouterCodeHashReturnType = GuardResult

/**
 * keccak256 of the router's runtime code against the registry. Fails closed:
 * without a registry hash the router cannot be verified, so it is refused.
 */
export function checkRouterCodeHash(
  parameters: CheckRouterCodeHashParameters,
): CheckRouterCodeHashReturnType {
  const { code, expectedHash } = parameters
  const i18n = guardI18n(parameters)
  if (!code || code === '0x') {
    return {
      ok: false,
      check: 'code-hash',
      message: i18n._(
        msg`There is no contract at the router address on this network.`,
      ),
    }
  }
  if (!expectedHash) {
    return {
      ok: false,
      check: 'code-hash',
      message: i18n._(
        msg`The network registry gives no fingerprint for its router, so the router cannot be verified.`,
      ),
    }
  }
  if (keccak256(code).toLowerCase() !== expectedHash.toLowerCase()) {
    return {
      ok: false,
      check: 'code-hash',
      message: i18n._(
        msg`The contract at the router address is not the one registered for this network.`,
      ),
    }
  }
  return { ok: true }
}
