// `npm start`: the complete local world on the default ports — Devnet A's
// anvil (8545, chain 31337), Devnet B's (8546, chain 31338), the reference
// aggregator serving both (8788), the local WalletConnect relay (8789), and
// the app with its integrator proxy on one origin (5173) — then prints how
// to connect. Ctrl-C stops all.

import { runLocalWorld } from './runLocalWorld.ts'
import { DEVNET_OUT_DIR, startStack } from './startStack.ts'

runLocalWorld((options) =>
  startStack({
    ...options,
    // Never `dist`: a devnet build (its wallet signs with a public key) must
    // not be what a production deployment picks up.
    outDir: DEVNET_OUT_DIR,
  }),
)
