import type { AppToken } from '../types'
import {
  createTokenSearchIndex,
  type TokenSearchIndex,
} from './createTokenSearchIndex'

/** Indexes already built, per list array (lists are cached and shared). */
const indexes = new WeakMap<readonly AppToken[], TokenSearchIndex>()

/**
 * The list's index, built once per list array: the picker unmounts on close
 * and would otherwise rebuild it (tens of ms for 10,000 tokens) on every
 * opening. Lists are never mutated in place, so the array identifies it.
 */
export function getTokenSearchIndex(
  tokens: readonly AppToken[],
): TokenSearchIndex {
  let index = indexes.get(tokens)
  if (!index) {
    index = createTokenSearchIndex(tokens)
    indexes.set(tokens, index)
  }
  return index
}
