import { describe, expect, test } from 'vitest'
import { HOST_WORDS } from '../../packages/swap-widget/src/hostWords'
import { createTestI18n } from '../lib/i18n/testing/createTestI18n'
import { hostWordMessages } from './hostWordMessages'
import { LOCALES } from './locales'

// The widget package's host script carries its own few words (it cannot
// load the frame's catalogues): one entry per language the app speaks,
// each word as the app's catalogue translates it.
describe('the host script speaks the languages of the app', () => {
  test('behavior: one entry of HOST_WORDS per locale of LOCALES', () => {
    expect(Object.keys(HOST_WORDS).sort()).toEqual(
      LOCALES.map(({ tag }) => tag).sort(),
    )
  })

  test("behavior: each entry's words are the catalogue's translations of the same messages", () => {
    for (const { tag } of LOCALES) {
      const i18n = createTestI18n(tag)
      const fromCatalogue = Object.fromEntries(
        Object.entries(hostWordMessages).map(([key, message]) => [
          key,
          i18n._(message),
        ]),
      )
      expect({ tag, ...HOST_WORDS[tag] }).toEqual({ tag, ...fromCatalogue })
    }
  })
})
