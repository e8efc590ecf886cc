import { isSameAddress } from '../../../lib/addressKey'
import type { AppToken } from '../types'
import type { TokenSearchIndex } from './createTokenSearchIndex'
import { normalizeSymbol } from './normalizeSearchText'

/** Letters from other scripts that render like Latin ones in most fonts. */
const confusables: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '₮': 't',
}

/** Confusables map one character to one, so the length is kept. */
function toSkeleton(normalizedSymbol: string) {
  let skeleton = ''
  for (const char of normalizedSymbol) skeleton += confusables[char] ?? char
  return skeleton
}

export type VerifiedNamesake = {
  token: AppToken
  /** Same symbol letter for letter (ignoring case), not only look-alike. */
  isSameSymbol: boolean
}

/**
 * A verified token another token's symbol copies or imitates: the usual sign
 * of an impersonation, which the confirmation step names explicitly.
 */
export function findVerifiedNamesake(
  index: TokenSearchIndex,
  token: AppToken,
): VerifiedNamesake | undefined {
  const symbol = normalizeSymbol(token.fullSymbol)
  const skeleton = toSkeleton(symbol)
  let lookAlike: AppToken | undefined
  for (const [position, candidate] of index.tokens.entries()) {
    const candidateSymbol = index.symbols[position] as string
    if (
      !candidate.verified ||
      candidateSymbol.length !== symbol.length ||
      isSameAddress(candidate.address, token.address)
    ) {
      continue
    }
    if (candidateSymbol === symbol) {
      return { token: candidate, isSameSymbol: true }
    }
    if (!lookAlike && toSkeleton(candidateSymbol) === skeleton) {
      lookAlike = candidate
    }
  }
  return lookAlike ? { token: lookAlike, isSameSymbol: false } : undefined
}
