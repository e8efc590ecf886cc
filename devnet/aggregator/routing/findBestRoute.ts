import { getAmountOut } from './getAmountOut'
import { MAX_RESERVE, simulatePaths } from './simulatePaths'
import type { CandidatePath, Route } from './types'

type FindBestRouteParameters = {
  paths: readonly CandidatePath[]
  amountIn: bigint
  /** Greedy increments; more is finer and slower. */
  chunkCount?: number
  /** Upper bound on exact evaluations spent refining the split. */
  refineBudget?: number
}

type FindBestRouteReturnType = Route | null

type CompiledHop = { index: number; isToken0In: boolean; feeBps: bigint }
type CompiledPath = readonly CompiledHop[]

/**
 * Splits `amountIn` over the candidate paths to maximise the output: greedy
 * increments to the path with the best marginal output, then moves between
 * paths scored by exact sequential simulation, never worse than the best
 * single path. The returned amounts come from `simulatePaths`, the same
 * integer arithmetic the router and pools run, in the router's order.
 */
export function findBestRoute({
  paths,
  amountIn,
  chunkCount = 64,
  refineBudget = 600,
}: FindBestRouteParameters): FindBestRouteReturnType {
  if (amountIn <= 0n || paths.length === 0) return null
  const { compiled, initial } = compile(paths)
  const evaluate = (allocation: readonly bigint[]) =>
    evaluateAllocation(compiled, initial, allocation)

  const single = bestSinglePath(compiled, initial, amountIn)
  const greedy = refine(
    greedySplit(compiled, initial, amountIn, chunkCount),
    amountIn,
    chunkCount,
    refineBudget,
    evaluate,
  )
  const candidates = [greedy, single].filter(
    (allocation) => evaluate(allocation) > 0n,
  )
  let best: bigint[] | undefined
  let bestOut = 0n
  for (const allocation of candidates) {
    const out = evaluate(allocation)
    if (out > bestOut) {
      best = allocation
      bestOut = out
    }
  }
  if (!best) return null

  const allocations = paths.flatMap((path, index) => {
    const amount = best[index] ?? 0n
    return amount > 0n ? [{ path, amountIn: amount }] : []
  })
  const simulated = simulatePaths({ allocations })
  if (!simulated.isExecutable) return null
  return {
    amountIn,
    amountOut: simulated.amountOut,
    paths: simulated.paths,
  }
}

function compile(paths: readonly CandidatePath[]) {
  const indexByPool = new Map<string, number>()
  const initial: bigint[] = []
  const compiled = paths.map((path) =>
    path.hops.map((hop) => {
      const key = hop.pool.address.toLowerCase()
      let index = indexByPool.get(key)
      if (index === undefined) {
        index = initial.length
        indexByPool.set(key, index)
        const { pool } = hop
        initial.push(pool.reserve0, pool.reserve1, pool.excess0, pool.excess1)
      }
      return { index, isToken0In: hop.isToken0In, feeBps: hop.pool.feeBps }
    }),
  )
  return { compiled, initial }
}

/** Output of one path on `reserves`, 0 when a hop would revert. */
function runPath(
  reserves: bigint[],
  path: CompiledPath,
  amountIn: bigint,
  isApplied: boolean,
): bigint {
  let amount = amountIn
  for (const hop of path) {
    // Slots per pool: reserve0, reserve1, excess0, excess1.
    const inSlot = hop.isToken0In ? hop.index : hop.index + 1
    const outSlot = hop.isToken0In ? hop.index + 1 : hop.index
    const reserveIn = reserves[inSlot] ?? 0n
    const reserveOut = reserves[outSlot] ?? 0n
    const out = getAmountOut({
      amountIn: amount,
      reserveIn,
      reserveOut,
      feeBps: hop.feeBps,
    })
    const nextIn = reserveIn + (reserves[inSlot + 2] ?? 0n) + amount
    const nextOut = reserveOut + (reserves[outSlot + 2] ?? 0n) - out
    if (out === 0n || nextIn > MAX_RESERVE || nextOut > MAX_RESERVE) return 0n
    if (isApplied) {
      reserves[inSlot] = nextIn
      reserves[outSlot] = nextOut
      reserves[inSlot + 2] = 0n
      reserves[outSlot + 2] = 0n
    }
    amount = out
  }
  return amount
}

/** Exact output of an allocation run in path order; -1 when it reverts. */
function evaluateAllocation(
  compiled: readonly CompiledPath[],
  initial: readonly bigint[],
  allocation: readonly bigint[],
): bigint {
  const reserves = initial.slice()
  let total = 0n
  let used = 0
  for (let index = 0; index < compiled.length; index++) {
    const amount = allocation[index] ?? 0n
    if (amount === 0n) continue
    const path = compiled[index] as CompiledPath
    const out = runPath(reserves, path, amount, true)
    if (out === 0n) return -1n
    total += out
    used++
  }
  return used === 0 ? -1n : total
}

function bestSinglePath(
  compiled: readonly CompiledPath[],
  initial: readonly bigint[],
  amountIn: bigint,
): bigint[] {
  const allocation = compiled.map(() => 0n)
  let bestIndex = -1
  let bestOut = 0n
  compiled.forEach((path, index) => {
    const out = runPath(initial.slice(), path, amountIn, false)
    if (out > bestOut) {
      bestOut = out
      bestIndex = index
    }
  })
  if (bestIndex >= 0) allocation[bestIndex] = amountIn
  return allocation
}

function greedySplit(
  compiled: readonly CompiledPath[],
  initial: readonly bigint[],
  amountIn: bigint,
  chunkCount: number,
): bigint[] {
  const allocation = compiled.map(() => 0n)
  const working = initial.slice()
  const chunks = amountIn < BigInt(chunkCount) ? amountIn : BigInt(chunkCount)
  const base = amountIn / chunks
  const remainder = amountIn % chunks
  let lastIndex = 0
  for (let chunk = 0n; chunk < chunks; chunk++) {
    const size = base + (chunk < remainder ? 1n : 0n)
    let bestIndex = -1
    let bestOut = 0n
    compiled.forEach((path, index) => {
      const out = runPath(working, path, size, false)
      if (out > bestOut) {
        bestOut = out
        bestIndex = index
      }
    })
    // Dust that buys nothing on its own joins the last path that took some.
    const index = bestIndex >= 0 ? bestIndex : lastIndex
    allocation[index] = (allocation[index] ?? 0n) + size
    runPath(working, compiled[index] as CompiledPath, size, true)
    lastIndex = index
  }
  return allocation
}

function refine(
  start: bigint[],
  amountIn: bigint,
  chunkCount: number,
  budget: number,
  evaluate: (allocation: readonly bigint[]) => bigint,
): bigint[] {
  const allocation = start.slice()
  let current = evaluate(allocation)
  let remaining = budget
  const minStep = amountIn / 1_000_000n > 1n ? amountIn / 1_000_000n : 1n
  let step = amountIn / BigInt(chunkCount)
  while (step >= minStep && remaining > 0) {
    let isImproved = true
    while (isImproved && remaining > 0) {
      isImproved = false
      for (let from = 0; from < allocation.length; from++) {
        for (let to = 0; to < allocation.length; to++) {
          if (from === to || (allocation[from] ?? 0n) < step) continue
          if (remaining-- <= 0) return allocation
          allocation[from] = (allocation[from] ?? 0n) - step
          allocation[to] = (allocation[to] ?? 0n) + step
          const out = evaluate(allocation)
          if (out > current) {
            current = out
            isImproved = true
          } else {
            allocation[from] = (allocation[from] ?? 0n) + step
            allocation[to] = (allocation[to] ?? 0n) - step
          }
        }
      }
    }
    step /= 2n
  }
  return allocation
}
