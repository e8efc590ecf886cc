import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress, ZERO_ADDRESS } from '../../../lib/addressKey'
import {
  DEFAULT_SLIPPAGE_PERCENT,
  validateSlippageInput,
} from '../validateSlippageInput'
import type { ApprovalMode, HostSettings, SettingsValues } from './types'

export const SETTINGS_STORAGE_KEY = 'swap.settings.v1'
export const SETTINGS_VERSION = 1

export const defaultSettings: SettingsValues = {
  slippagePercent: DEFAULT_SLIPPAGE_PERCENT,
  recipient: null,
  approvalMode: 'exact',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function readSlippage(value: unknown) {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const result = validateSlippageInput(String(value))
  return result.status === 'valid' ? result.percent : null
}

/**
 * How the store reads a recipient: the full check (readCheckedRecipient,
 * with the EIP-55 checksum) where the value comes from outside, or
 * readRecipientShape for values a full check has already passed.
 */
export type ReadRecipient = (value: unknown) => Address | null

/**
 * A recipient that passed the full check before it reached the store (the
 * settings field, a host's options read in ApplyWidgetOptions, storage
 * read with the full check): its shape and not the zero address. No
 * keccak, so the store needs no checksum code until a recipient exists.
 */
export function readRecipientShape(value: unknown): Address | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return isAddressShape(trimmed) && !isSameAddress(trimmed, ZERO_ADDRESS)
    ? trimmed
    : null
}

/**
 * Whether `storage` holds settings with a recipient under `storageKey`
 * (any version): then the store is created with the full check
 * (main.tsx, EmbedApp.tsx wait for its chunk), as nothing stored is
 * trusted.
 */
export function hasStoredRecipient(
  storage: Storage | null,
  storageKey: string,
): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(storageKey) ?? 'null')
    const state = isRecord(stored) && isRecord(stored.state) ? stored.state : {}
    return typeof state.recipient === 'string' && state.recipient !== ''
  } catch {
    return false
  }
}

function readApprovalMode(value: unknown): ApprovalMode | null {
  return value === 'exact' || value === 'unlimited' ? value : null
}

/**
 * Reads whatever storage holds into the current shape; a field that does not
 * validate falls back to its default instead of breaking the app.
 */
export function sanitizeSettings(
  value: unknown,
  readRecipient: ReadRecipient = readRecipientShape,
): SettingsValues {
  const state = isRecord(value) ? value : {}
  return {
    slippagePercent:
      readSlippage(state.slippagePercent) ?? defaultSettings.slippagePercent,
    recipient: readRecipient(state.recipient),
    approvalMode:
      readApprovalMode(state.approvalMode) ?? defaultSettings.approvalMode,
  }
}

/**
 * A host's values: each key given is replaced, by its value if it
 * validates, else by undefined (unset).
 */
export function sanitizeHostSettings(
  host: HostSettings,
  readRecipient: ReadRecipient = readRecipientShape,
): HostSettings {
  const clean: HostSettings = {}
  if ('slippagePercent' in host) {
    clean.slippagePercent = readSlippage(host.slippagePercent) ?? undefined
  }
  if ('maxSlippagePercent' in host) {
    clean.maxSlippagePercent =
      readSlippage(host.maxSlippagePercent) ?? undefined
  }
  if ('recipient' in host) {
    clean.recipient = readRecipient(host.recipient) ?? undefined
  }
  if ('approvalMode' in host) {
    clean.approvalMode = readApprovalMode(host.approvalMode) ?? undefined
  }
  return clean
}

/**
 * Version 0 (the prototype) stored slippage as a fraction (`0.005` = 0.5%),
 * the recipient as a string ('' for none) and `infiniteApproval: boolean`.
 */
export function migrateSettings(
  persisted: unknown,
  version: number,
  readRecipient: ReadRecipient = readRecipientShape,
): SettingsValues {
  if (version === 0 && isRecord(persisted)) {
    const fraction =
      typeof persisted.slippage === 'number' ? persisted.slippage : null
    return sanitizeSettings(
      {
        slippagePercent:
          fraction === null ? null : Number((fraction * 100).toFixed(4)),
        recipient: persisted.recipient,
        approvalMode:
          persisted.infiniteApproval === true ? 'unlimited' : 'exact',
      },
      readRecipient,
    )
  }
  return sanitizeSettings(persisted, readRecipient)
}
