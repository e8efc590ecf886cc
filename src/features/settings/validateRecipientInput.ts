import { type Address, getAddress, isAddress, zeroAddress } from 'viem'

/** Why a typed recipient is refused; RecipientField words each. */
export type RecipientProblem =
  | 'not-an-address'
  | 'bad-checksum'
  | 'zero-address'

type ValidateRecipientInputReturnType =
  | { status: 'empty' }
  | { status: 'valid'; address: Address }
  | { status: 'invalid'; problem: RecipientProblem }

/** An optional recipient: empty, or an address that is safe to send to. */
export function validateRecipientInput(
  text: string,
): ValidateRecipientInputReturnType {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (!isAddress(trimmed, { strict: false })) {
    return { status: 'invalid', problem: 'not-an-address' }
  }
  if (!isAddress(trimmed, { strict: true })) {
    return { status: 'invalid', problem: 'bad-checksum' }
  }
  const address = getAddress(trimmed)
  if (address === zeroAddress) {
    return { status: 'invalid', problem: 'zero-address' }
  }
  return { status: 'valid', address }
}
