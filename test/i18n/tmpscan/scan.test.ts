import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'vitest'
import { listSourceFiles } from '../../harness/readImports'
import { findConcatenatedMessages } from '../../i18n/findConcatenatedMessages'
test('scan', () => {
  const root = '/work/wt/numbers'
  const files = listSourceFiles(root, 'src').filter((f) => !/\.test\.tsx?$/.test(f)).map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') }))
  for (const f of findConcatenatedMessages(files)) console.log(`${f.file}:${f.line} ${f.rule} ${f.text.slice(0, 160)}`)
})
