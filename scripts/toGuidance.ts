// What `npm start` and `npm run dev` print once the local world is up: where
// to open the app and how to connect a wallet to it.
import { devPrivateKeys, seededAccountIndexes } from '../devnet/devAccounts.ts'
import type { RunningStack } from './startStack.ts'

type ToGuidanceParameters = {
  stack: RunningStack
  startedAtMs: number
  /** Lines about this command in particular (the dev server). */
  notes?: string[]
  /** Where the proxy's request log goes. */
  proxyLogFile: string
}

export function toGuidance({
  stack,
  startedAtMs,
  notes = [],
  proxyLogFile,
}: ToGuidanceParameters) {
  const accountIndex = seededAccountIndexes[0] ?? 1
  const seconds = ((performance.now() - startedAtMs) / 1000).toFixed(1)
  const rpcA = stack.devnet.rpcUrl
  const rpcB = stack.devnetB.rpcUrl
  return [
    '',
    `Ready in ${seconds} s. Open ${stack.appUrl}`,
    ...notes,
    `The proxy's request log is in ${proxyLogFile}; this terminal shows its`,
    'warnings and errors only.',
    '',
    'Connect a wallet:',
    '  • "Devnet wallet" in the Connect dialog signs with dev account',
    `    ${stack.devnet.world.seededAccounts[0]} (funded with every token on both chains), no extension needed;`,
    `  • "WalletConnect" shows a QR code; pair any WalletConnect wallet client`,
    `    pointed at the relay ${stack.relayUrl} (project id: any);`,
    '  • or add the networks to your wallet — Devnet: RPC',
    `    ${rpcA}, chain id ${stack.devnet.chainId}; Devnet B: RPC`,
    `    ${rpcB}, chain id ${stack.devnetB.chainId}; symbol ETH — and`,
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
  ].join('\n')
}
