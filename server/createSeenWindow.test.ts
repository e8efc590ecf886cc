import { expect, test } from 'vitest'
import { createSeenWindow } from './createSeenWindow'

// The estimate an instance keeps of the shared window, to start its local
// window with when Redis fails.

test('behavior: calls leave one window after their time; a call that ended later leaves later', () => {
  const window = createSeenWindow(1000)
  window.add(0)
  window.add(100)
  window.add(100)
  window.move(100, 400)
  expect(window.runs(500)).toEqual([
    { atMs: 0, count: 1 },
    { atMs: 100, count: 1 },
    { atMs: 400, count: 1 },
  ])
  expect(window.count(1000)).toBe(2)
  expect(window.count(1100)).toBe(1)
  expect(window.count(1400)).toBe(0)
})

test('behavior: counts read from the shared window correct it: unseen calls are dated when counted, calls gone leave oldest first', () => {
  const window = createSeenWindow(1000)
  window.add(0)
  window.add(200)
  // Three more were made elsewhere: dated now, so they stay until 1500.
  window.observeTotal(5, 500)
  expect(window.runs(500)).toEqual([
    { atMs: 0, count: 1 },
    { atMs: 200, count: 1 },
    { atMs: 500, count: 3 },
  ])
  // Two of them were gone already: the oldest go.
  window.observeTotal(3, 600)
  expect(window.runs(600)).toEqual([{ atMs: 500, count: 3 }])
  window.replace([700, 650])
  expect(window.runs(700)).toEqual([
    { atMs: 650, count: 1 },
    { atMs: 700, count: 1 },
  ])
})

test('behavior: a window of a million calls keeps only what is in it', () => {
  const window = createSeenWindow(1000)
  for (let atMs = 0; atMs < 1_000_000; atMs++) window.add(atMs)
  expect(window.count(1_000_000)).toBe(999)
  expect(window.runs(1_000_000)).toHaveLength(999)
})
