// bench/README.md, written from bench/results/latest.json so the figures it
// shows are always those of the last full `npm run bench` (which calls
// writeBenchReadme after writing the JSON). `npx tsx scripts/benchReadme.ts`
// rewrites it by hand; scripts/benchReadme.test.ts fails when the committed
// file differs from what the committed JSON renders.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'

const benchDir = resolve(import.meta.dirname, '../bench')
export const LATEST_JSON = resolve(benchDir, 'results/latest.json')
export const BENCH_README = resolve(benchDir, 'README.md')

/** The part of latest.json the page shows; the raw results stay in the JSON. */
const latestSchema = z.object({
  date: z.string(),
  quick: z.boolean(),
  machine: z.object({
    cpu: z.string(),
    cores: z.number(),
    memoryGiB: z.number(),
    os: z.string(),
  }),
  node: z.string(),
  chromium: z.string(),
  lighthouse: z.string().nullable(),
  table: z.array(
    z.object({
      figure: z.string(),
      value: z.string(),
      target: z.string(),
      met: z.boolean().optional(),
    }),
  ),
})

export type BenchLatest = z.infer<typeof latestSchema>

export function parseBenchLatest(json: string): BenchLatest {
  return latestSchema.parse(JSON.parse(json))
}

/** A table cell: the figures are ours, but a `|` or newline would break it. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}

export function renderBenchReadme(latest: BenchLatest): string {
  const { machine } = latest
  const missed = latest.table.filter((r) => r.met === false)
  const rows = latest.table.map(
    (r) =>
      `| ${cell(r.figure)} | ${cell(r.value)} | ${cell(r.target)} | ${
        r.met === undefined ? '' : r.met ? 'met' : '**missed**'
      } |`,
  )
  return `# Performance

Generated from \`bench/results/latest.json\` by \`scripts/benchReadme.ts\`;
\`npm run bench\` rewrites both (add \`-- --quick\` for fewer samples and a
shorter load, \`-- --only LABEL\` for some sections, which writes nothing).
Edit the generator, not this file.

## Latest run

\`npm run bench${latest.quick ? ' -- --quick' : ''}\`, finished ${latest.date.slice(0, 16).replace('T', ' ')} UTC: ${machine.cpu}, ${machine.cores} cores shared with other jobs (timings, Lighthouse TBT above all, are noisy), ${machine.memoryGiB} GiB, ${machine.os}, Node ${latest.node}, Chromium ${latest.chromium}, Lighthouse ${latest.lighthouse ?? 'not run'}.
${missed.length === 0 ? 'Every target was met.' : `Targets missed: ${missed.map((r) => r.figure).join('; ')}.`}

| figure | value | target | |
| --- | --- | --- | --- |
${rows.join('\n')}

## What the figures mean

- **Initial JS** is the gzip -9 size of every script Chromium fetches before
  the amount field takes input, start-up \`import()\`s included; the page
  notes that instant itself. **Wire** is headers and encoded bodies of the
  whole first load until the network is quiet for a second (the token
  picker's code, fetched once the page is idle, included). The bare-stack
  floor (react + wagmi injected + TanStack Query + zustand + viem utils,
  \`scripts/benchFloorPage.ts\`) is built and served in the same run.
- **In every language**: the same first loads with the browser's
  language set to each of \`src/locales/locales.ts\` but English (its
  first-screen messages ride with the first load).
- **Cold page, new pair**: the first quote of a page just opened (the
  amount typed as soon as the field takes input) and, on that page, the
  first quote after flipping to a pair it never quoted; a fresh browser
  context each time. Target: the debounce plus 150 ms at p50.
- **Returning connected user**: the devnet build, the Devnet wallet
  connected once, then the page reloaded (its saved session fetches the
  wallet's code beside the first screen's, and its balances are read
  ahead of the wallet: src/features/tokens/balances/readBalancesAhead.ts):
  navigation to the account in the header and to the sell token's
  balance, unthrottled and with Lighthouse's mobile throttling applied
  (Lighthouse's own run of the visit cannot see a balance).
- **The widget** is measured as a partner's visitors meet it: the example
  partner page (\`examples/widget-host\`, \`/?create\`) embedding it with
  \`/widget.js\`. The frame's rows count the iframe's own requests until its
  amount field takes input; the host page's scripts are apart.
- **Lighthouse** (12, mobile preset, median of 3) on the partner page scores
  the host page: paints inside the iframe never count as its FCP or LCP,
  while the iframe's growth to its content's height counts as layout shift.
- **Quote requests per settled amount**: upstream quote calls in the proxy's
  log while a 10-character amount is typed on a fixed schedule; the row
  gives the longest gap between keys the page saw (a gap longer than the
  400 ms debounce is a pause the app rightly quotes).
- **Upstream calls per completed swap**: the devnet build driven in Chromium
  from the amount typed to the swap confirmed and its execution report
  sent, counted in the proxy's log (every answer that came from the
  upstream). The budget is 20 calls a minute for every user together
  (\`server/README.md\`), so this is the figure that decides how many swaps a
  minute the product can serve.
- **Swap load** (\`scripts/loadSwaps.ts\`): 10 simulated users, each from its
  own loopback /24 with its own dev account, doing complete swaps back to
  back against the real stack on the spec's budget, as a crowd does: each
  its own pairs (the devnet's 8 traded tokens, 54 ordered pairs ranked by
  popularity and drawn ∝ 1/rank from a seeded PRNG) and amounts
  (log-uniform within the user's own USD range), ETH sells and ERC-20
  sells with and without an approval (a wallet that cannot batch: approve,
  then a re-quote served from the flow reserve). No two quotes are alike,
  so none is shared ("quotes shared" counts the proxy's answers with no
  upstream call of their own). Reports go upstream only while no person
  waits for a slot, so under this load nearly all are held: the swaps a
  minute in the run spend the budget on quotes alone and run up a debt of
  reports. The **limit** beside it, the budget ÷ upstream calls per swap
  with its two reports, is what 20 calls a minute sustain once they are
  sent. The slowest user's longest wait runs from its first ask for a
  quote to the answer, every 429 waited out.
- **Token search**: the app's own \`performance.measure('token search')\`
  over 10,000 listed tokens; "keystroke → results" runs from \`keydown\` to
  the commit that changes the listbox; the picker's opening from
  \`pointerdown\` to the frame that first shows its first option.
- **Proxy added latency** (\`scripts/benchProxy.ts\`): the proxy's
  percentile minus the upstream's, for request pairs interleaved over
  keep-alive connections against a stand-in upstream that answers at once,
  on the two never-cached quote routes (the worse of the two is shown). On
  the spec's budget (every setting its default) the proxy's budget is reset
  before every 20th pair, so each request is served at once with 0 to 19
  calls in the window, as a user meets it; a request that waits for budget
  is not counted as added latency (none does). On a budget of 1,000,000
  the window holds every call of the run: the cost must not grow with it.
- **Node benchmarks**: \`scripts/benchAggregator.ts\` (a split quote in the
  reference service), \`scripts/benchProxy.ts\` (the proxy's added latency
  and cache-hit throughput), \`scripts/loadProxy.ts\` (48 ordinary and 2
  greedy clients against the budget), \`scripts/loadSharedCache.ts\` (three
  proxies on one Redis), \`scripts/benchTokenSearch.ts\` (the index in Node).

## What the first load does

- The proxy serves the brotli/gzip copies the build writes
  (\`Vary: Accept-Encoding\`, an ETag per encoding).
- \`index.html\` and \`embed.html\` carry the card's skeleton and an inline
  stylesheet (allowed by its hash in the CSP) and fetch their scripts at low
  priority (\`scripts/paintShellFirst.ts\`): the shell paints as soon as the
  HTML is parsed, in either colour scheme and the host's theme.
- Everything the page runs at start-up is one chunk
  (\`scripts/startupChunk.ts\`), opened by V8's compile hint so Chromium
  compiles it while it streams in.
- React renders the app in slices: the first render is a transition.
- Only what the first screen needs is in it: balance and pool reads load
  with the first account or quote, the dialogs when first opened, the token
  picker once the page is idle (or sooner on intent). wagmi's
  configuration, connectors and transports are a chunk of their own
  (\`src/lib/createWagmiConfig.ts\`): the card renders over a stand-in with
  no wallet, and the real one arrives once the page is idle, or as the page
  starts when a wallet session was saved, with the balance reads and, while
  wagmi reconnects, the saved connector's code (\`src/app/WalletRoot.tsx\`,
  \`walletConfigModule.ts\`). \`scripts/chunks.ts\` lists what must never
  be in a first load; the production build's test holds the bundler's own
  list of first-load modules to it.
- A language other than English loads the first screen's messages with
  the first load (found in the start-up chunk's code at build time, a few
  KiB) and the rest of its catalogue once the page is idle
  (\`src/lib/i18n/loadMessages.ts\`).
`
}

export function writeBenchReadme(): void {
  const latest = parseBenchLatest(readFileSync(LATEST_JSON, 'utf8'))
  writeFileSync(BENCH_README, renderBenchReadme(latest))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeBenchReadme()
  console.log('written to bench/README.md')
}
