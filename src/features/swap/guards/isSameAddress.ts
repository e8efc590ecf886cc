import { isAddressEqual } from 'viem'

export type IsSameAddressParameters = [a: string, b: string]

/**
 * viem's `isAddressEqual`, but a malformed address is simply not equal: a
 * guard fed tampered data must refuse it, never throw past the check.
 */
export function isSameAddress(...[a, b]: IsSameAddressParameters): boolean {
  try {
    return isAddressEqual(a as `0x${string}`, b as `0x${string}`)
  } catch {
    return false
  }
}
