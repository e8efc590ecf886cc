// `npm start`: the complete local world on the default ports — Devnet A's
// anvil (8545, chain 31337), Devnet B's (8546, chain 31338), the reference
// aggregator serving both (8788), the local WalletConnect relay (8789), and
// the app with its integrator proxy on one origin (5173) — then prints how
// to connect. Ctrl-C stops all.
import { devPrivateKeys, seededAccountIndexes } from '../devnet/devAccounts.ts'
import { DEVNET_OUT_DIR, defaultPorts, startStack } from './startStack.ts'

async function main() {
  const startedAt = performance.now()
  // The proxy's own defaults, as production runs them: 20 upstream calls per
  // 60 s, shared fairly, no per-client ceiling (a lone local user may use it
  // all). UPSTREAM_BUDGET in the environment changes the proxy's budget and
  // the reference service's limit together.
  const upstreamBudget = process.env.UPSTREAM_BUDGET
    ? Number(process.env.UPSTREAM_BUDGET)
    : undefined
  const stack = await startStack({
    // Never `dist`: a devnet build (its wallet signs with a public key) must
    // not be what a production deployment picks up.
    outDir: DEVNET_OUT_DIR,
    upstreamBudget,
    proxyEnv: process.env as Record<string, string>,
    log: (line) => console.log(line),
    // The hostile token list (devnet/aggregator/tokens/toHostileTokens.ts).
    hostileTokenList: process.env.AGGREGATOR_HOSTILE_TOKENS === 'true',
  })
  const accountIndex = seededAccountIndexes[0] ?? 1
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(
    [
      '',
      `Ready in ${seconds} s. Open ${stack.appUrl}`,
      '',
      'Connect a wallet:',
      '  • "Devnet wallet" in the Connect dialog signs with dev account',
      `    ${stack.devnet.world.seededAccounts[0]} (funded with every token on both chains), no extension needed;`,
      `  • "WalletConnect" shows a QR code; pair any WalletConnect wallet client`,
      `    pointed at the relay ${stack.relayUrl} (project id: any);`,
      '  • or add the networks to your wallet — Devnet: RPC',
      `    http://127.0.0.1:${defaultPorts.anvil}, chain id ${stack.devnet.chainId}; Devnet B: RPC`,
      `    http://127.0.0.1:${defaultPorts.anvilB}, chain id ${stack.devnetB.chainId}; symbol ETH — and`,
      `    import the dev key ${devPrivateKeys[accountIndex]}`,
      '',
      `Devnet B's router (${stack.devnetB.world.contracts.router}) has no ABI the app knows,`,
      '  like production chain 999: pick "Devnet B" in the Network menu, or open',
      `  ${stack.appUrl}/?chain=${stack.devnetB.chainId}`,
      '',
      `Widget example (a partner page on another origin): ${stack.exampleHostUrl}`,
      `Widget configurator (theme, options, live preview, snippet with its integrity hash): ${stack.exampleHostUrl}/configurator/`,
      '',
      'Ctrl-C to stop.',
    ].join('\n'),
  )
  let isStopping = false
  const stop = async () => {
    if (isStopping) return
    isStopping = true
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
