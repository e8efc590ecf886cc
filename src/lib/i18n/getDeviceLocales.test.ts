import { describe, expect, test, vi } from 'vitest'
import { getDeviceLocales } from './getDeviceLocales'

describe('getDeviceLocales', () => {
  test("behavior: the browser's language with its region", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-DE')
    expect(getDeviceLocales()).toEqual(['en-DE'])
  })
})
