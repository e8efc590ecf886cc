import { describe, expect, test } from 'vitest'
import type { PriceImpactView } from './describePriceImpact'
import { gateByImpact } from './gateByImpact'

const review = {
  isDisabled: false,
  hint: 'The swap router needs your approval.',
  hintTone: 'note' as const,
}

const view = (
  grade: PriceImpactView['grade'],
  isAccepted: boolean,
): PriceImpactView => ({
  percent: 38,
  grade,
  isAccepted,
  lossText: '38%',
  badge: '-38% price impact',
  buttonLine: 'You lose about 38% to price impact',
  tickHint: 'Tick the box above to go on.',
})

describe('gateByImpact', () => {
  test('behavior: below the warning grade, or on a press that signs nothing, the button is left alone', () => {
    expect(gateByImpact(review, true, null)).toEqual({
      action: review,
      tone: 'none',
      detail: null,
    })
    expect(gateByImpact(review, false, view('confirm', false)).action).toBe(
      review,
    )
  })

  test('behavior: warning and danger colour the button and say the loss', () => {
    for (const grade of ['warning', 'danger'] as const) {
      const gated = gateByImpact(review, true, view(grade, true))
      expect(gated.tone).toBe(grade)
      expect(gated.detail).toBe('You lose about 38% to price impact')
      expect(gated.action.isDisabled).toBe(false)
    }
  })

  test('behavior: above the ceiling the press waits for the tick, then goes', () => {
    const waiting = gateByImpact(review, true, view('confirm', false))
    expect(waiting.action).toEqual({
      isDisabled: true,
      hint: 'Tick the box above to go on.',
      hintTone: 'note',
    })
    expect(waiting.tone).toBe('confirm')
    const ticked = gateByImpact(review, true, view('confirm', true))
    expect(ticked.action.isDisabled).toBe(false)
  })

  test('behavior: a step’s own news stays while it waits', () => {
    const changed = {
      isDisabled: false,
      hint: 'Quote changed: you now receive less.',
      hintTone: 'status' as const,
    }
    expect(gateByImpact(changed, true, view('confirm', false)).action).toEqual({
      ...changed,
      isDisabled: true,
    })
  })

  test('behavior: while the grade is on its way a press toward a signature waits', () => {
    const pending = gateByImpact(review, true, 'pending')
    expect(pending.action.isDisabled).toBe(true)
    expect(pending.tone).toBe('none')
  })
})
