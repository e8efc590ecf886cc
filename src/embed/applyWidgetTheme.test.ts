import { describe, expect, test } from 'vitest'
import { applyWidgetTheme } from './applyWidgetTheme'

describe('applyWidgetTheme', () => {
  test('behavior: each named token is a --theme-<token> variable or a root attribute; a token left out is removed', () => {
    const root = document.createElement('html')
    applyWidgetTheme(
      {
        mode: 'dark',
        accent: '#ff5500',
        background: '#101820',
        surface: '#1a2430cc',
        text: '#eee',
        textMuted: '#999',
        border: '#333',
        radius: 6,
        fontFamily: '"Inter", sans-serif',
        density: 'compact',
      },
      root,
    )
    const variable = (name: string) => root.style.getPropertyValue(name)
    expect(root.dataset).toMatchObject({ theme: 'dark', density: 'compact' })
    expect(variable('--theme-accent')).toBe('#ff5500')
    expect(variable('--theme-background')).toBe('#101820')
    expect(variable('--theme-surface')).toBe('#1a2430cc')
    expect(variable('--theme-text')).toBe('#eee')
    expect(variable('--theme-textMuted')).toBe('#999')
    expect(variable('--theme-border')).toBe('#333')
    expect(variable('--theme-radius')).toBe('6px')
    expect(variable('--theme-fontFamily')).toBe('"Inter", sans-serif')

    applyWidgetTheme({ accent: '#00aa00' }, root)
    expect(root.dataset.theme).toBeUndefined()
    expect(root.dataset.density).toBeUndefined()
    expect(variable('--theme-accent')).toBe('#00aa00')
    expect(variable('--theme-background')).toBe('')
    expect(variable('--theme-radius')).toBe('')
    applyWidgetTheme(undefined, root)
    expect(root.getAttribute('style') ?? '').toBe('')
  })
})
