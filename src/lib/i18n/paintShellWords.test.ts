// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest'
import { paintShellWords, type ShellWordTable } from './paintShellWords'

const table: ShellWordTable = {
  targets: [
    ['title', 0, ''],
    ['.panel-label', 1, ''],
    ['button', 0, 'aria-label'],
  ],
  words: {
    de: ['Tauschen', 'Sie kaufen', 'Dunkel'],
    ar: ['مبادلة', '', 'داكن'],
  },
}

beforeEach(() => {
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
  document.head.innerHTML = '<title>Swap</title>'
  document.body.innerHTML =
    '<span class="panel-label">You sell</span><span class="panel-label">You buy</span><button aria-label="Dark"></button>'
})

const shell = () => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  title: document.title,
  labels: [...document.querySelectorAll('.panel-label')].map(
    (label) => label.textContent,
  ),
  button: document.querySelector('button')?.getAttribute('aria-label'),
})

describe('paintShellWords', () => {
  test('behavior: puts each word where its target points, and <html lang>', () => {
    paintShellWords(table, 'de', document)
    expect(shell()).toEqual({
      lang: 'de',
      dir: 'ltr',
      title: 'Tauschen',
      labels: ['You sell', 'Sie kaufen'],
      button: 'Dunkel',
    })
  })

  test('behavior: Arabic turns the page right to left; an untranslated word stays English', () => {
    paintShellWords(table, 'ar', document)
    expect(shell()).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'مبادلة',
      labels: ['You sell', 'You buy'],
      button: 'داكن',
    })
  })

  test('behavior: English leaves the HTML as it is', () => {
    paintShellWords(table, 'en', document)
    expect(shell()).toEqual({
      lang: 'en',
      dir: 'ltr',
      title: 'Swap',
      labels: ['You sell', 'You buy'],
      button: 'Dark',
    })
  })
})
