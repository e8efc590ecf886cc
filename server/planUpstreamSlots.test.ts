import { describe, expect, test } from 'vitest'
import {
  type BudgetRules,
  isPromiseBroken,
  type Lane,
  PROXY_GROUP,
  pickNextSlot,
  planPromises,
  planSlots,
  type SlotRequest,
  toLocalShareRules,
  type WindowCall,
} from './planUpstreamSlots'

// The scheduler's rules as pure functions: who gets the next slot, and
// when each waiting request would get one.

const rules: BudgetRules = {
  budget: 20,
  reserve: 5,
  windowMs: 60_000,
  clientLimit: Number.POSITIVE_INFINITY,
  backgroundLimit: 5,
  headroom: 2,
  flowSlotsPerGroup: 2,
}

let nextId = 0
const ask = (group: string, lane: Lane, arrivalMs = 0): SlotRequest => ({
  id: nextId++,
  group,
  lane,
  arrivalMs,
})
const calls = (count: number, group: string, lane = 'user', atMs = 0) =>
  Array.from({ length: count }, (): WindowCall => ({ atMs, group, lane }))

describe('pickNextSlot', () => {
  test('behavior: the group with the fewest calls in the window first, then the oldest request', () => {
    const window = [...calls(3, 'a'), ...calls(1, 'b')]
    const older = ask('c', 'user', 10)
    const newer = ask('d', 'user', 20)
    const waiting = [ask('a', 'user', 0), ask('b', 'user', 5), newer, older]
    expect(pickNextSlot(window, waiting, rules, 0)?.request).toBe(older)
  })

  test('behavior: fewest calls level by level down a group’s path: many /56s of one /48 are one share of it', () => {
    const path = (n: number) => ['x::/32', 'x:1::/48', `x:1:${n}::/56`]
    const inBlock = (n: number, count: number) =>
      calls(count, path(n)[2] ?? '').map((call) => ({ ...call, path: path(n) }))
    // Five /56s of one /48 with 1 call each: 5 for the /48 and the /32.
    const window = [1, 2, 3, 4, 5].flatMap((n) => inBlock(n, 1))
    const renter = { ...ask(path(6)[2] ?? '', 'user', 0), path: path(6) }
    const lone = ask('198.51.1.0/24', 'user', 10)
    const busyLone = [...window, ...calls(4, lone.group)]
    expect(pickNextSlot(busyLone, [renter, lone], rules, 0)?.request).toBe(lone)
    // Past its block's count, the lone user waits; within one /48 the
    // /56 with fewest calls goes first.
    const busier = [...window, ...calls(6, lone.group)]
    expect(pickNextSlot(busier, [renter, lone], rules, 0)?.request).toBe(renter)
    const sibling = { ...ask(path(1)[2] ?? '', 'user', 0), path: path(1) }
    expect(pickNextSlot(window, [sibling, renter], rules, 0)?.request).toBe(
      renter,
    )
    // CLIENT_LIMIT holds for the block: 5 calls of the /32, limit 5.
    const limited = { ...rules, clientLimit: 5 }
    expect(pickNextSlot(window, [renter], limited, 0)).toBeNull()
    expect(pickNextSlot(window, [lone], limited, 0)?.request).toBe(lone)
  })

  test('behavior: a flow goes first, but only its group’s first two in a window', () => {
    const flow = ask('a', 'flow', 50)
    const waiting = [ask('b', 'quote', 0), flow]
    expect(pickNextSlot([], waiting, rules, 0)).toMatchObject({
      request: flow,
      lane: 'flow',
    })
    const past = pickNextSlot(calls(2, 'a', 'flow'), waiting, rules, 0)
    expect(past?.request.group).toBe('b')
    const alone = pickNextSlot(calls(2, 'a', 'flow'), [flow], rules, 0)
    expect(alone?.lane).toBe('quote')
  })

  test('behavior: the reserve is kept from others while a group has a flow going, and only then', () => {
    const window = [...calls(1, 'a', 'quote'), ...calls(14, 'b')]
    expect(pickNextSlot(window, [ask('c', 'user')], rules, 0)).toBeNull()
    expect(pickNextSlot(window, [ask('a', 'user')], rules, 0)).not.toBeNull()
    expect(pickNextSlot(window, [ask('a', 'flow')], rules, 0)).not.toBeNull()
    const noFlows = calls(19, 'b')
    expect(pickNextSlot(noFlows, [ask('c', 'quote')], rules, 0)).not.toBeNull()
    expect(
      pickNextSlot(calls(20, 'b'), [ask('c', 'flow')], rules, 0),
    ).toBeNull()
  })

  test('behavior: flows use the reserve before anything else: they take no room from ordinary requests', () => {
    const flowsGoing = [
      ...calls(1, 'a', 'quote'),
      ...calls(3, 'a', 'flow'),
      ...calls(13, 'b'),
    ]
    // 14 ordinary calls and 3 flows: one ordinary slot is left.
    expect(
      pickNextSlot(flowsGoing, [ask('c', 'user')], rules, 0),
    ).not.toBeNull()
    const full = [...flowsGoing, ...calls(1, 'b')]
    expect(pickNextSlot(full, [ask('c', 'user')], rules, 0)).toBeNull()
    expect(pickNextSlot(full, [ask('d', 'flow')], rules, 0)).not.toBeNull()
  })

  test('behavior: background refreshes and reports only with room to spare and nobody waiting, refreshes at most their share', () => {
    const refresh = ask(PROXY_GROUP, 'background')
    const report = ask('a', 'report')
    expect(
      pickNextSlot(calls(12, 'b'), [report, refresh], rules, 0)?.request,
    ).toBe(refresh)
    expect(pickNextSlot(calls(12, 'b'), [report], rules, 0)?.request).toBe(
      report,
    )
    expect(pickNextSlot(calls(13, 'b'), [report, refresh], rules, 0)).toBeNull()
    const person = ask('c', 'user')
    expect(
      pickNextSlot(calls(1, 'b'), [report, person], rules, 0)?.request,
    ).toBe(person)
    const shareUsed = calls(5, PROXY_GROUP, 'background')
    expect(pickNextSlot(shareUsed, [refresh], rules, 0)).toBeNull()
    expect(pickNextSlot(shareUsed, [report], rules, 0)?.request).toBe(report)
  })

  test('behavior: CLIENT_LIMIT stops a group, not the others', () => {
    const limited = { ...rules, clientLimit: 2 }
    const waiting = [ask('a', 'flow'), ask('b', 'user', 9)]
    expect(
      pickNextSlot(calls(2, 'a'), waiting, limited, 0)?.request.group,
    ).toBe('b')
  })
})

describe('planSlots', () => {
  test('behavior: each waiting request gets the slot the window frees for it, in the fairness order', () => {
    const window = [
      ...Array.from({ length: 20 }, (_, i) => ({
        atMs: i * 1000,
        group: 'x',
        lane: 'user',
      })),
    ]
    const a = ask('a', 'user', 30_000)
    const b = ask('b', 'user', 31_000)
    const x = ask('x', 'user', 1000)
    const planned = planSlots({
      calls: window,
      waiting: [x, b, a],
      rules,
      nowMs: 32_000,
      pausedUntilMs: 0,
      horizonMs: 600_000,
    })
    // x has 20 calls in the window until they leave: a and b go first.
    // Then x, past its even share (20 / 3), waits while the free slots
    // are no more than a and b are short of theirs (5 each): until 12 of
    // its calls have left (x 8, a 1, b 1 in the window, 10 free).
    expect(planned.get(a.id)).toBe(60_000)
    expect(planned.get(b.id)).toBe(61_000)
    expect(planned.get(x.id)).toBe(72_000)
  })

  test('behavior: a herd of groups in one block takes no more than the block’s share while another block may still come for its own; a block alone takes the whole budget', () => {
    const herd = (n: number) =>
      ({
        ...ask(`2001:db8:1:${n}00::/56`, 'user', 0),
        path: ['2001:db8::/32', '2001:db8:1::/48', `2001:db8:1:${n}00::/56`],
      }) satisfies SlotRequest
    const lone = ask('198.51.1.0/24', 'user', 0)
    const waiting = Array.from({ length: 30 }, (_, n) => herd(n))
    // The lone block has one call in the window and is away: the herd
    // takes 10 (its share of 20 between two blocks), and the 9 slots the
    // lone block is short of its share stay free for it.
    const window: WindowCall[] = [{ atMs: 0, group: lone.group, lane: 'user' }]
    const planned = planSlots({
      calls: window,
      waiting,
      rules,
      nowMs: 0,
      pausedUntilMs: 0,
      horizonMs: 1000,
    })
    expect(planned.size).toBe(10)
    // With the lone block's call gone, the herd's block is alone: all 20.
    const alone = planSlots({
      calls: [],
      waiting,
      rules,
      nowMs: 0,
      pausedUntilMs: 0,
      horizonMs: 1000,
    })
    expect(alone.size).toBe(20)
    // The lone block comes back: it is served at once, before the herd.
    const herdCalls = Array.from(
      { length: 10 },
      (_, n): WindowCall => ({ ...herd(n), atMs: 0 }),
    )
    expect(
      pickNextSlot([...window, ...herdCalls], [...waiting, lone], rules, 0)
        ?.request,
    ).toBe(lone)
    expect(pickNextSlot([...window, ...herdCalls], waiting, rules, 0)).toBe(
      null,
    )
  })

  test('behavior: nothing before a pause ends', () => {
    const a = ask('a', 'user')
    const planned = planSlots({
      calls: calls(3, 'x'),
      waiting: [a],
      rules,
      nowMs: 500,
      pausedUntilMs: 30_000,
      horizonMs: 600_000,
    })
    expect(planned.get(a.id)).toBe(30_000)
  })

  test('behavior: a client told to come back starts its call, and so its place in the window, when it returns; an appointment waits for its time', async () => {
    const single = { ...rules, budget: 1, reserve: 0 }
    const told = { ...ask('a', 'user'), deadlineMs: 12_500 }
    const appointment = { ...ask('b', 'user'), dueMs: 125_000 }
    const after = ask('c', 'user')
    const planned = planSlots({
      calls: calls(1, 'x', 'user', 0),
      waiting: [told, appointment, after],
      rules: single,
      nowMs: 500,
      pausedUntilMs: 0,
      horizonMs: 600_000,
    })
    // Its slot is at 60 s, past its deadline: it is told 60 s, returns at
    // 60.5 s, and its call leaves the window at 120.5 s. The appointment is
    // not due until 125 s: the slot at 120.5 s is the next one's.
    expect(planned.get(told.id)).toBe(60_000)
    expect(planned.get(after.id)).toBe(120_500)
    expect(planned.get(appointment.id)).toBe(180_500)
  })

  test('behavior: a promise is broken only by what makes it later than it was told and than it would be anyway', () => {
    const single = { ...rules, budget: 1, reserve: 0 }
    const appointment = { ...ask('b', 'user'), dueMs: 61_000 }
    const window = calls(1, 'x', 'user', 0)
    const planOf = (inWindow: WindowCall[], dueMs = 61_000) =>
      planPromises({
        calls: inWindow,
        waiting: [{ ...appointment, dueMs }],
        rules: single,
        nowMs: 60_000,
        pausedUntilMs: 0,
      })
    expect(planOf(window).get(appointment.id)).toBe(61_000)
    // The slot freed at 60 s, given to another now: none by 61 s.
    const taken = [...window, { atMs: 60_000, group: 'c', lane: 'user' }]
    expect(isPromiseBroken([appointment], planOf(window), planOf(taken))).toBe(
      true,
    )
    // Already late (its slot went to a flow): not this change's doing.
    const late = { ...appointment, dueMs: 60_500 }
    const flowTook = [...window, { atMs: 60_000, group: 'f', lane: 'flow' }]
    expect(
      isPromiseBroken(
        [late],
        planOf(flowTook, 60_500),
        planOf(flowTook, 60_500),
      ),
    ).toBe(false)
  })
})

describe('toLocalShareRules', () => {
  test('behavior: an instance apart gets its share, with the reserve, background share and headroom in proportion', () => {
    expect(toLocalShareRules(rules, 10)).toEqual({
      ...rules,
      budget: 10,
      reserve: 2,
      backgroundLimit: 2,
      headroom: 1,
    })
    // Never more than the budget, never nothing (one instance of many).
    expect(toLocalShareRules(rules, 50).budget).toBe(20)
    expect(toLocalShareRules(rules, 0)).toMatchObject({
      budget: 1,
      reserve: 0,
      backgroundLimit: 0,
      headroom: 0,
    })
  })

  test('behavior: on its share, a full window refuses the next call', () => {
    const local = toLocalShareRules(rules, 3)
    const request = ask('a', 'user', 0)
    expect(pickNextSlot(calls(2, 'b'), [request], local, 0)).not.toBeNull()
    expect(pickNextSlot(calls(3, 'b'), [request], local, 0)).toBeNull()
  })
})
