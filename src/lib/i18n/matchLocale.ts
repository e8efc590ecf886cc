import { matchLocaleTag } from '../../../packages/swap-widget/src/matchLocaleTag'
import { LOCALES, type Locale } from '../../locales/locales'

const tags = LOCALES.map(({ tag }) => tag)

/**
 * The supported locale a language tag asks for, or null for a tag that is
 * malformed or asks for a language (or script) the app does not speak
 * (the rule: matchLocaleTag, shared with the widget's host script).
 */
export function matchLocale(tag: unknown): Locale | null {
  return matchLocaleTag(tag, tags)
}
