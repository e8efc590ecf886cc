import { describe, expect, test } from 'vitest'
import { findImportCycles } from './findImportCycles'

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges))

describe('findImportCycles', () => {
  test('behavior: a graph that points one way has no cycle', () => {
    expect(
      findImportCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [], d: ['a'] })),
    ).toEqual([])
  })

  test('behavior: finds a two-file circle, a longer one and a self-import', () => {
    const cycles = findImportCycles(
      graphOf({
        app: ['mount'],
        mount: ['app'],
        x: ['y'],
        y: ['z'],
        z: ['x', 'leaf'],
        leaf: [],
        self: ['self'],
      }),
    )
    expect(cycles).toHaveLength(3)
    expect(cycles).toContainEqual(['app', 'mount'])
    expect(cycles).toContainEqual(['x', 'y', 'z'])
    expect(cycles).toContainEqual(['self'])
  })
})
