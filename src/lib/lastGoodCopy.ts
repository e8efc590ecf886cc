// The last good answer of a shared read (chain registry, token list) kept in
// the browser, so a proxy that cannot answer shows the copy with its age
// rather than an error. What storage holds is parsed on read by the caller's
// parser (the same contract as a fresh answer): anything else is no copy.
// Not TanStack Query's persister: it restores the cache as current data at
// start-up (a copy here is shown only when the proxy cannot answer, with its
// age), stores the whole cache under one key rather than one per read
// (swap.chains.v1, swap.tokens.v1:<chainId>), and would add its code to the
// first load, where the chain registry is read: the widget frame's first
// load has about 0.1 KiB left of its 150 KiB (productionBuild.test.ts).

/** Where copies live when the browser lets this page have storage. */
export function getCopyStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // A third-party frame with storage blocked.
    return null
  }
}

type Envelope = { version: 1; savedAtMs: number; value: unknown }

type SaveLastGoodCopyParameters = {
  storage: Pick<Storage, 'setItem'> | null
  /** Versioned key, e.g. `swap.chains.v1`. */
  key: string
  value: unknown
  savedAtMs: number
}

/** Keeps the copy; a full or blocked storage is not an error. */
export function saveLastGoodCopy({
  storage,
  key,
  value,
  savedAtMs,
}: SaveLastGoodCopyParameters): void {
  if (!storage) return
  try {
    const envelope: Envelope = { version: 1, savedAtMs, value }
    storage.setItem(key, JSON.stringify(envelope))
  } catch {}
}

type LoadLastGoodCopyParameters<T> = {
  storage: Pick<Storage, 'getItem'> | null
  key: string
  /** The contract's parser; null for anything it refuses. */
  parse: (value: unknown) => T | null
  nowMs: number
}

/** The copy and when it was saved; null when there is none usable. */
export function loadLastGoodCopy<T>({
  storage,
  key,
  parse,
  nowMs,
}: LoadLastGoodCopyParameters<T>): { value: T; savedAtMs: number } | null {
  let envelope: unknown
  try {
    const text = storage?.getItem(key) ?? null
    envelope = text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
  if (typeof envelope !== 'object' || envelope === null) return null
  const { version, savedAtMs, value } = envelope as Partial<Envelope>
  if (version !== 1 || typeof savedAtMs !== 'number') return null
  if (!Number.isFinite(savedAtMs) || savedAtMs > nowMs + 60_000) return null
  const parsed = parse(value)
  return parsed === null ? null : { value: parsed, savedAtMs }
}
