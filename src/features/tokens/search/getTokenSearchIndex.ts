import type { AppToken } from '../types'
import {
  createTokenSearchIndex,
  type TokenSearchIndex,
} from './createTokenSearchIndex'

/** Indexes already built, per list array (lists are cached and shared). */
const indexes = new WeakMap<readonly AppToken[], TokenSearchIndex>()
let latest: WeakRef<TokenSearchIndex> | undefined

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
    // The list's pages arrive one by one: the last index built serves the
    // next, longer version of the list.
    index = createTokenSearchIndex(tokens, latest?.deref())
    indexes.set(tokens, index)
    latest = new WeakRef(index)
  }
  return index
}
