import { describe, expect, test } from 'vitest'
import { gradePriceImpact, isPriceImpactAccepted } from './gradePriceImpact'

describe('gradePriceImpact', () => {
  test('behavior: quiet below 3 %, warning from 3 %, danger from 10 %, a confirmation from 20 %', () => {
    const grades = [-4, 0, 0.2, 2.99, 3, 9.99, 10, 19.99, 20, 38, 100].map(
      (percent) => [percent, gradePriceImpact(percent)],
    )
    expect(grades).toEqual([
      [-4, 'none'],
      [0, 'none'],
      [0.2, 'none'],
      [2.99, 'none'],
      [3, 'warning'],
      [9.99, 'warning'],
      [10, 'danger'],
      [19.99, 'danger'],
      [20, 'confirm'],
      [38, 'confirm'],
      [100, 'confirm'],
    ])
  })

  test('behavior: an unknown or absurd impact is not graded', () => {
    expect(gradePriceImpact(null)).toBe('none')
    expect(gradePriceImpact(undefined)).toBe('none')
    expect(gradePriceImpact(Number.NaN)).toBe('none')
    expect(gradePriceImpact(Number.POSITIVE_INFINITY)).toBe('none')
  })
})

describe('isPriceImpactAccepted', () => {
  test('behavior: below the ceiling nothing needs accepting', () => {
    expect(isPriceImpactAccepted(null, null)).toBe(true)
    expect(isPriceImpactAccepted(19.9, null)).toBe(true)
  })

  test('behavior: above it only a tick for about that loss covers it', () => {
    expect(isPriceImpactAccepted(38, null)).toBe(false)
    expect(isPriceImpactAccepted(38, 38)).toBe(true)
    expect(isPriceImpactAccepted(38.9, 38)).toBe(true)
    expect(isPriceImpactAccepted(39.5, 38)).toBe(false)
    expect(isPriceImpactAccepted(25, 38)).toBe(true)
  })
})
