import { type Address, getAddress, isAddress } from 'viem'
import { displayTextLimits, toDisplayText } from '../../../lib/toDisplayText'
import { toSafeLogoUrl } from '../../tokens'
import { ACTIVITY_VERSION, MAX_ENTRIES_PER_ACCOUNT } from './activityStorage'
import { readLegacyAmount } from './readLegacyAmount'
import type {
  ActivityAmount,
  ActivityEntry,
  ActivityStatus,
  ActivityToken,
  ActivityValues,
} from './types'

/** Above any token's decimals (the schema's own cap is 255). */
const MAX_DECIMALS = 255
/** 2^256 has 78 digits: no token amount has more. */
const MAX_UNIT_DIGITS = 78

const statuses: readonly ActivityStatus[] = [
  'pending',
  'confirmed',
  'reverted',
  'cancelled',
]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
/** Storage is writable by anything on the origin: shown text is ruled. */
const text = (value: unknown, maxGraphemes: number) =>
  typeof value === 'string' ? toDisplayText(value, maxGraphemes) : ''

function parseAmount(value: unknown): ActivityAmount | null {
  if (!isRecord(value)) return null
  if (value.kind === 'text' && typeof value.text === 'string') {
    return { kind: 'text', text: text(value.text, displayTextLimits.name) }
  }
  const { units, decimals } = value
  if (
    value.kind !== 'raw' ||
    typeof units !== 'string' ||
    !new RegExp(`^[0-9]{1,${MAX_UNIT_DIGITS}}$`).test(units) ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_DECIMALS
  ) {
    return null
  }
  return { kind: 'raw', units: BigInt(units).toString(), decimals }
}

const addressOf = (value: unknown): Address | null =>
  typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : null

function parseToken(value: unknown): ActivityToken | null {
  if (!isRecord(value)) return null
  const amount = parseAmount(value.amount)
  if (!amount) return null
  return {
    symbol: text(value.symbol, displayTextLimits.symbol),
    address: addressOf(value.address),
    logoURI: toSafeLogoUrl(
      typeof value.logoURI === 'string' ? value.logoURI : null,
    ),
    amount,
  }
}

/** A version 1 side: symbol and display text only. */
function parseLegacyToken(
  value: Record<string, unknown>,
  side: 'sell' | 'buy',
  writtenIn: string | null,
): ActivityToken {
  return {
    symbol: text(value[`${side}Symbol`], displayTextLimits.symbol),
    address: null,
    logoURI: null,
    amount: readLegacyAmount(
      text(value[`${side}AmountText`], displayTextLimits.name),
      writtenIn,
    ),
  }
}

function parseEntry(
  value: unknown,
  legacyLocale: string | null | undefined,
): ActivityEntry | null {
  if (!isRecord(value) || !isHash(value.hash)) return null
  const { chainId, status } = value
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId)) {
    return null
  }
  if (!statuses.includes(status as ActivityStatus)) return null
  const isLegacy = legacyLocale !== undefined
  const sell = isLegacy
    ? parseLegacyToken(value, 'sell', legacyLocale)
    : parseToken(value.sell)
  const buy = isLegacy
    ? parseLegacyToken(value, 'buy', legacyLocale)
    : parseToken(value.buy)
  if (!sell || !buy) return null
  return {
    hash: value.hash,
    chainId,
    quoteId: typeof value.quoteId === 'string' ? value.quoteId : null,
    sell,
    buy,
    status: status as ActivityStatus,
    replacedBy: isHash(value.replacedBy) ? value.replacedBy : null,
    createdAtMs:
      typeof value.createdAtMs === 'number' &&
      Number.isFinite(value.createdAtMs)
        ? value.createdAtMs
        : Date.now(),
    explorerUrl:
      typeof value.explorerUrl === 'string' &&
      /^https?:\/\//.test(value.explorerUrl)
        ? value.explorerUrl
        : null,
  }
}

/**
 * Reads whatever storage holds into the current shape: a malformed entry is
 * dropped, never allowed to break the app. `legacyLocale` given (a
 * language, or null for none known) reads version 1 entries, whose amounts
 * are display text written in that language (readLegacyAmount).
 */
export function parseActivity(
  value: unknown,
  legacyLocale?: string | null,
): ActivityValues {
  const byAccount = isRecord(value) ? value.entriesByAccount : null
  const entriesByAccount: Record<string, ActivityEntry[]> = {}
  if (!isRecord(byAccount)) return { entriesByAccount }
  for (const [account, entries] of Object.entries(byAccount)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(account) || !Array.isArray(entries)) {
      continue
    }
    const parsed = entries
      .map((entry) => parseEntry(entry, legacyLocale))
      .filter((entry): entry is ActivityEntry => entry !== null)
      .slice(0, MAX_ENTRIES_PER_ACCOUNT)
    if (parsed.length > 0) entriesByAccount[account.toLowerCase()] = parsed
  }
  return { entriesByAccount }
}

/**
 * Any stored version into the current shape. Version 1 kept amounts as
 * text in the language of the page that wrote them: read with
 * `writtenIn`, the language this page starts in. Version 0 never shipped
 * a history.
 */
export function migrateActivity(
  persisted: unknown,
  version: number,
  writtenIn: string | null = null,
): ActivityValues {
  return version < 2
    ? parseActivity(persisted, writtenIn)
    : parseActivity(persisted)
}

/**
 * What storage holds under the history's key (or, with none there, a
 * version 1 history under `legacyKey`), read into the current shape with
 * the version it was written in. A version 1 history is written under the
 * current key at once, and the old key removed. Here, in a chunk fetched
 * as the store hydrates, so the first load carries no parsing or
 * migration.
 */
export function readStoredActivity(
  storage: Storage,
  key: string,
  {
    legacyKey,
    writtenIn,
  }: { legacyKey: string | null; writtenIn: string | undefined },
): { state: ActivityValues; version: number } | null {
  const current = storage.getItem(key)
  const text =
    current ?? (legacyKey === null ? null : storage.getItem(legacyKey))
  if (text === null) return null
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    stored = null
  }
  const record =
    typeof stored === 'object' && stored !== null
      ? (stored as { state?: unknown; version?: unknown })
      : {}
  const version =
    typeof record.version === 'number' && Number.isInteger(record.version)
      ? record.version
      : 0
  const state = migrateActivity(
    record.state,
    version,
    writtenIn ?? (document.documentElement.lang || null),
  )
  if (current === null && legacyKey !== null) {
    storage.setItem(key, JSON.stringify({ state, version: ACTIVITY_VERSION }))
    storage.removeItem(legacyKey)
  }
  return { state, version }
}
