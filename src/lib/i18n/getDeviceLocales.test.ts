import { describe, expect, test, vi } from 'vitest'
import { getDeviceLocales } from './getDeviceLocales'

describe('getDeviceLocales', () => {
  test("behavior: the browser's language with its region comes first", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-DE')
    expect(getDeviceLocales()[0]).toBe('en-DE')
  })

  test("behavior: the runtime's own locale is there too", () => {
    expect(getDeviceLocales()).toContain(
      new Intl.NumberFormat().resolvedOptions().locale,
    )
  })
})
