import { type Address, getAddress, isAddress, zeroAddress } from 'viem'

type ValidateRecipientInputReturnType =
  | { status: 'empty' }
  | { status: 'valid'; address: Address }
  | { status: 'invalid'; message: string }

/** An optional recipient: empty, or an address that is safe to send to. */
export function validateRecipientInput(
  text: string,
): ValidateRecipientInputReturnType {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (!isAddress(trimmed, { strict: false })) {
    return {
      status: 'invalid',
      message: 'Enter an address: 0x followed by 40 hexadecimal characters.',
    }
  }
  if (!isAddress(trimmed, { strict: true })) {
    return {
      status: 'invalid',
      message:
        'This address fails its checksum, so it probably has a typo. Copy it again.',
    }
  }
  const address = getAddress(trimmed)
  if (address === zeroAddress) {
    return {
      status: 'invalid',
      message: 'The zero address burns whatever is sent to it.',
    }
  }
  return { status: 'valid', address }
}
