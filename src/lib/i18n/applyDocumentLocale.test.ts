import { describe, expect, test } from 'vitest'
import { applyDocumentLocale, getTextDirection } from './applyDocumentLocale'

describe('applyDocumentLocale', () => {
  test('behavior: <html lang dir> follow the locale', () => {
    const root = document.createElement('html')
    applyDocumentLocale(root, 'zh-CN')
    expect(root.lang).toBe('zh-CN')
    expect(root.dir).toBe('ltr')
  })

  test('behavior: scripts written right to left read rtl', () => {
    expect(getTextDirection('ar')).toBe('rtl')
    expect(getTextDirection('he-IL')).toBe('rtl')
    expect(getTextDirection('fa')).toBe('rtl')
    expect(getTextDirection('de')).toBe('ltr')
    expect(getTextDirection('zh-CN')).toBe('ltr')
  })
})
