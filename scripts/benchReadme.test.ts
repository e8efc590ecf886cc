import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  BENCH_README,
  type BenchLatest,
  LATEST_JSON,
  parseBenchLatest,
  renderBenchReadme,
} from './benchReadme'

const latest = parseBenchLatest(readFileSync(LATEST_JSON, 'utf8'))

describe('bench/README.md', () => {
  it('behavior: is what the committed latest.json renders (regenerate with npx tsx scripts/benchReadme.ts)', () => {
    expect(readFileSync(BENCH_README, 'utf8')).toBe(renderBenchReadme(latest))
  })

  it('behavior: shows every figure of the run, names a missed target and keeps a | in a value inside its cell', () => {
    const run: BenchLatest = {
      ...latest,
      table: [
        {
          figure: 'initial JS',
          value: '151 KiB',
          target: '≤ 150 KiB',
          met: false,
        },
        { figure: 'a | b', value: '1', target: '' },
      ],
    }
    const page = renderBenchReadme(run)
    expect(page).toContain('Targets missed: initial JS.')
    expect(page).toContain('| initial JS | 151 KiB | ≤ 150 KiB | **missed** |')
    expect(page).toContain('| a \\| b | 1 |  |  |')
    for (const r of latest.table)
      expect(renderBenchReadme(latest)).toContain(
        r.value.replaceAll('|', '\\|'),
      )
  })
})
