import { describe, expect, test } from 'vitest'
import { getNextActiveIndex } from './getNextActiveIndex'

const move = (key: string, activeIndex: number, count = 20) =>
  getNextActiveIndex({ key, activeIndex, count, pageSize: 5 })

describe('getNextActiveIndex', () => {
  test('behavior: arrows move by one and stop at the ends', () => {
    expect(move('ArrowDown', 0)).toBe(1)
    expect(move('ArrowDown', 19)).toBe(19)
    expect(move('ArrowUp', 3)).toBe(2)
    expect(move('ArrowUp', 0)).toBe(0)
    expect(move('ArrowDown', -1)).toBe(0)
  })

  test('behavior: Home, End, PageUp and PageDown jump', () => {
    expect(move('Home', 12)).toBe(0)
    expect(move('End', 2)).toBe(19)
    expect(move('PageDown', 2)).toBe(7)
    expect(move('PageDown', 17)).toBe(19)
    expect(move('PageUp', 7)).toBe(2)
    expect(move('PageUp', 3)).toBe(0)
  })

  test('behavior: other keys and empty lists are left alone', () => {
    expect(move('a', 3)).toBeNull()
    expect(move('ArrowDown', 0, 0)).toBeNull()
  })
})
