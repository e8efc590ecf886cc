import { displayTextLimits, toDisplayText } from '../../../lib/toDisplayText'
import type { ActivityEntry, ActivityStatus, ActivityValues } from './types'

export const ACTIVITY_STORAGE_KEY = 'swap.activity.v1'
export const ACTIVITY_VERSION = 1
/** Per account; older entries are dropped. */
export const MAX_ENTRIES_PER_ACCOUNT = 50

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

function parseEntry(value: unknown): ActivityEntry | null {
  if (!isRecord(value) || !isHash(value.hash)) return null
  const { chainId, status } = value
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId)) {
    return null
  }
  if (!statuses.includes(status as ActivityStatus)) return null
  return {
    hash: value.hash,
    chainId,
    quoteId: typeof value.quoteId === 'string' ? value.quoteId : null,
    sellSymbol: text(value.sellSymbol, displayTextLimits.symbol),
    buySymbol: text(value.buySymbol, displayTextLimits.symbol),
    sellAmountText: text(value.sellAmountText, displayTextLimits.name),
    buyAmountText: text(value.buyAmountText, displayTextLimits.name),
    status: status as ActivityStatus,
    replacedBy: isHash(value.replacedBy) ? value.replacedBy : null,
    createdAtMs:
      typeof value.createdAtMs === 'number' ? value.createdAtMs : Date.now(),
    explorerUrl:
      typeof value.explorerUrl === 'string' &&
      /^https?:\/\//.test(value.explorerUrl)
        ? value.explorerUrl
        : null,
  }
}

/**
 * Reads whatever storage holds into the current shape: a malformed entry is
 * dropped, never allowed to break the app.
 */
export function parseActivity(value: unknown): ActivityValues {
  const byAccount = isRecord(value) ? value.entriesByAccount : null
  const entriesByAccount: Record<string, ActivityEntry[]> = {}
  if (!isRecord(byAccount)) return { entriesByAccount }
  for (const [account, entries] of Object.entries(byAccount)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(account) || !Array.isArray(entries)) {
      continue
    }
    const parsed = entries
      .map(parseEntry)
      .filter((entry): entry is ActivityEntry => entry !== null)
      .slice(0, MAX_ENTRIES_PER_ACCOUNT)
    if (parsed.length > 0) entriesByAccount[account.toLowerCase()] = parsed
  }
  return { entriesByAccount }
}

/** Version 0 never shipped a history; anything else is parsed as current. */
export function migrateActivity(
  persisted: unknown,
  _version: number,
): ActivityValues {
  return parseActivity(persisted)
}
