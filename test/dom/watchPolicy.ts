import { vi } from 'vitest'

type Check = { name: string; run: (...args: never[]) => unknown }

/**
 * Spies on every check of a policy (each still runs as written): a function
 * that gives the names of those that ran, in the order they ran. Restored
 * by `vi.restoreAllMocks()`.
 */
export function watchPolicy(policy: readonly Check[]) {
  const spies = policy.map((check) => ({
    name: check.name,
    spy: vi.spyOn(check, 'run'),
  }))
  return () =>
    spies
      .filter(({ spy }) => spy.mock.calls.length > 0)
      .sort(
        (a, b) =>
          (a.spy.mock.invocationCallOrder[0] ?? 0) -
          (b.spy.mock.invocationCallOrder[0] ?? 0),
      )
      .map(({ name }) => name)
}

/** The checks of a policy up to and including `name`, in its order. */
export function checksUpTo<Name extends string>(
  policy: readonly { name: Name }[],
  name: Name,
) {
  const names = policy.map((check) => check.name)
  return names.slice(0, names.indexOf(name) + 1)
}
