import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { displayTextLimits, toDisplayText } from '../../../lib/toDisplayText'

// i18n-exempt: protocols' own names, the same in every language
const knownPoolTypes: Record<string, string> = {
  uniswap_v2: 'Uniswap V2',
  uni_v2: 'Uniswap V2',
  uni_v3: 'Uniswap V3',
  devswap: 'DevSwap',
  slipstream: 'Slipstream',
  algebra_v4: 'Algebra V4',
  aerodrome: 'Aerodrome',
}

function titleCase(word: string) {
  if (/^v\d+$/i.test(word)) return word.toUpperCase()
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/**
 * A pool type as people read it. Types the app does not know yet are spelled
 * out from their identifier (`pancake_v3` → "Pancake V3") rather than hidden,
 * through the display rule like any name the service gives.
 */
export function getPoolTypeLabel(poolType: string, i18n: I18n): string {
  const key = toDisplayText(poolType).toLowerCase()
  const known = knownPoolTypes[key]
  if (known) return known
  const words = key.split(/[\s_-]+/).filter(Boolean)
  const label = words.map(titleCase).join(' ')
  return label
    ? toDisplayText(label, displayTextLimits.poolName)
    : i18n._(msg`Unknown pool type`)
}
