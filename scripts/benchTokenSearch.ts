// Benchmark of the token picker's search: building the pre-normalised index
// and answering queries over a generated list of 10,000 tokens (one in four
// unverified, varied symbols and names), in Node. Prints p50/p95/max for the
// index build and for each kind of query (one letter, symbol prefix, exact
// symbol, name words, substring, full and partial address, no match), and for
// all queries together. Target: ≈ 1 ms p95 per keystroke, so no worker.
//
// A query that extends the previous one searches only its matches (typing);
// each query here is timed from scratch (after a search nothing extends), and
// the typing of every query key by key is timed apart.
//
// The search code lives in src/features/tokens and is browser code; the
// architecture rule keeps Node code from importing src/ statically (and from
// type-checking it under the Node config). This script therefore loads the
// two pure modules it measures by URL at run time; they import only viem and
// schema/, nothing from the DOM.
//
// Usage: npx tsx scripts/benchTokenSearch.ts [--tokens 10000] [--rounds 200]
import { parseArgs } from 'node:util'

type Token = { symbol: string; address: string; verified: boolean }
type SearchIndex = { tokens: readonly Token[] }
type SearchModules = {
  createTokenSearchIndex: (tokens: readonly Token[]) => SearchIndex
  searchTokens: (index: SearchIndex, query: string) => Token[]
  createManyTestTokens: (count: number) => Token[]
}

const { values: args } = parseArgs({
  options: {
    tokens: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '200' },
  },
})
const tokenCount = Number(args.tokens)
const rounds = Number(args.rounds)

async function loadModules(): Promise<SearchModules> {
  const load = (path: string) =>
    import(new URL(`../src/features/tokens/${path}`, import.meta.url).href)
  const [index, search, testing] = await Promise.all([
    load('search/createTokenSearchIndex.ts'),
    load('search/searchTokens.ts'),
    load('testing/createTestTokens.ts'),
  ])
  return {
    createTokenSearchIndex: index.createTokenSearchIndex,
    searchTokens: search.searchTokens,
    createManyTestTokens: testing.createManyTestTokens,
  }
}

function percentile(sorted: number[], p: number) {
  const position = Math.min(
    sorted.length - 1,
    Math.ceil((p / 100) * sorted.length) - 1,
  )
  return sorted[Math.max(0, position)] ?? Number.NaN
}

function summarise(label: string, samples: number[], extra = '') {
  const sorted = [...samples].sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10)
  console.log(
    `${label.padEnd(28)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(
      percentile(sorted, 95),
    )}  max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}  ${extra}`,
  )
}

function time(fn: () => unknown) {
  const start = performance.now()
  fn()
  return performance.now() - start
}

async function main() {
  const search = await loadModules()
  const tokens = search.createManyTestTokens(tokenCount)
  const sample = tokens[Math.floor(tokens.length * 0.77)] as Token
  const queries: Record<string, string> = {
    'one letter': 'k',
    'symbol prefix': 'kazu',
    'exact symbol': sample.symbol,
    'name words': 'rozu miro',
    substring: 'miro43',
    'full address': sample.address,
    'partial address': sample.address.slice(0, 12),
    'no match': 'zzzzzz',
  }

  console.log(
    `${tokens.length} tokens, ${rounds} rounds per query, node ${process.version}`,
  )
  for (let warm = 0; warm < 20; warm++) {
    const index = search.createTokenSearchIndex(tokens)
    for (const query of Object.values(queries))
      search.searchTokens(index, query)
  }

  const builds = Array.from({ length: 30 }, () =>
    time(() => search.createTokenSearchIndex(tokens)),
  )
  summarise('index build', builds)

  const index = search.createTokenSearchIndex(tokens)
  // No query extends this one: the next search starts from the whole list.
  const reset = () => search.searchTokens(index, '\u2603')
  const all: number[] = []
  for (const [label, query] of Object.entries(queries)) {
    const samples: number[] = []
    let found = 0
    for (let round = 0; round < rounds; round++) {
      reset()
      samples.push(
        time(() => {
          found = search.searchTokens(index, query).length
        }),
      )
    }
    all.push(...samples)
    summarise(`search: ${label}`, samples, `(${found} results)`)
  }
  summarise('search: all queries', all)

  const keys: number[] = []
  for (let round = 0; round < rounds / 10; round++) {
    for (const query of Object.values(queries)) {
      reset()
      for (let length = 1; length <= query.length; length++) {
        keys.push(
          time(() => search.searchTokens(index, query.slice(0, length))),
        )
      }
    }
  }
  summarise('typing, per keystroke', keys)
}

await main()
