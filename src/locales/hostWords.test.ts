import { describe, expect, test } from 'vitest'
import { HOST_WORDS } from '../../packages/swap-widget/src/hostWords'
import { LOCALES } from './locales'

// The widget package's host script carries its own few words (it cannot
// load the frame's catalogues): one entry per language the app speaks.
describe('the host script speaks the languages of the app', () => {
  test('behavior: one entry of HOST_WORDS per locale of LOCALES', () => {
    expect(Object.keys(HOST_WORDS).sort()).toEqual(
      LOCALES.map(({ tag }) => tag).sort(),
    )
  })
})
