import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  getInlineScriptHashes,
  getInlineStyleHashes,
} from './getInlineStyleHashes'

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('getInlineStyleHashes', () => {
  test('behavior: one hash per inline style, over its exact text', () => {
    const html =
      '<head><style>a{color:red}</style></head><body><style>\n.b::after{content:"→"}\n</style></body>'
    expect(getInlineStyleHashes(html)).toEqual([
      sha256('a{color:red}'),
      sha256('\n.b::after{content:"→"}\n'),
    ])
  })

  test('behavior: linked stylesheets and style attributes get no hash', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><p style="color:red">x</p>'
    expect(getInlineStyleHashes(html)).toEqual([])
  })

  test('behavior: one hash per bare inline script; scripts with a src or a type get none', () => {
    const html =
      '<head><script>document.documentElement.dataset.theme="dark"</script><script type="module" src="/a.js"></script><script src="/b.js"></script></head>'
    expect(getInlineScriptHashes(html)).toEqual([
      sha256('document.documentElement.dataset.theme="dark"'),
    ])
    expect(getInlineStyleHashes(html)).toEqual([])
  })
})
