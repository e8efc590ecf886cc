import type { Address } from 'viem'
import { validateRecipientInput } from './validateRecipientInput'

/**
 * A recipient read from outside the settings dialog (storage, a host's
 * options) with every check the field makes, its EIP-55 checksum
 * included: the address, or null. Its own chunk (checkedRecipientModule):
 * the checksum needs keccak, fetched only when there is a recipient.
 */
export function readCheckedRecipient(value: unknown): Address | null {
  if (typeof value !== 'string') return null
  const result = validateRecipientInput(value)
  return result.status === 'valid' ? result.address : null
}
