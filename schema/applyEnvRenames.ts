/** A variable renamed in this release; its old name is still read. */
export type EnvRename = {
  from: string
  to: string
  /** The old value in the new name's unit (seconds to milliseconds). */
  convert?: (value: string) => string
  /** What the new name says that the old did not, for the warning. */
  note?: string
}

type Env = Record<string, string | undefined>

/**
 * Reads renamed variables under their new names for one release: an old
 * name still set is copied to its new name (converted to its unit) unless
 * the new one is set too, and each is named in a one-line warning the
 * process prints as it starts. Used by the proxy (server/config.ts) and the
 * reference service (devnet/aggregator/readAggregatorEnv.ts).
 */
export function applyEnvRenames(
  env: Env,
  renames: readonly EnvRename[],
): { env: Env; warnings: string[] } {
  const renamed: Env = { ...env }
  const warnings: string[] = []
  for (const { from, to, convert, note } of renames) {
    const value = env[from]?.trim()
    if (!value) continue
    if (env[to]?.trim()) {
      warnings.push(`${from} is ignored: ${to}, its new name, is set`)
      continue
    }
    renamed[to] = convert ? convert(value) : value
    warnings.push(
      `${from} is now ${to}${note ? ` (${note})` : ''}; the old name is read until the next release`,
    )
  }
  return { env: renamed, warnings }
}

/** Seconds, as the old names gave them, to milliseconds; anything else is
 * passed on for the new name's own check to refuse. */
export function secondsToMs(value: string) {
  return /^[0-9]{1,9}$/.test(value) ? String(Number(value) * 1000) : value
}
