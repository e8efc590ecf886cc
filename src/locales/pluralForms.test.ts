import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../lib/i18n/testing/createTestI18n'

// The compiled catalogues pick the plural form the language's rules give
// for a count (the token picker's count, TokenPickerBody.tsx, is the same
// message): Arabic's six forms, Japanese's one. The count itself is
// written the language's way, so the expectations format it with Intl.

function tokenCount(i18n: I18n, count: number) {
  return i18n._(msg`${plural(count, { one: '# token', other: '# tokens' })}`)
}

describe('plural forms in the compiled catalogues', () => {
  test('behavior: Arabic says a count of tokens in the form its number takes', () => {
    const i18n = createTestI18n('ar')
    const n = (count: number) => new Intl.NumberFormat('ar').format(count)
    expect([0, 1, 2, 3, 11, 100, 102].map((c) => tokenCount(i18n, c))).toEqual([
      'لا عملات رمزية',
      'عملة رمزية واحدة',
      'عملتان رمزيتان',
      `${n(3)} عملات رمزية`,
      `${n(11)} عملةً رمزية`,
      `${n(100)} عملة رمزية`,
      `${n(102)} عملة رمزية`,
    ])
  })

  test('behavior: Japanese says every count with its one form and counter', () => {
    const i18n = createTestI18n('ja')
    expect([1, 5].map((c) => tokenCount(i18n, c))).toEqual([
      '1個のトークン',
      '5個のトークン',
    ])
  })
})
