import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { precompressDirectory } from './precompressDirectory'

/**
 * The bare-stack floor the app's first load is compared with: react,
 * wagmi with the injected connector, TanStack Query, zustand and viem's
 * unit and address utils, rendering one "Amount to sell" field, and nothing
 * else. Built like the app (production, es2022, precompressed) into a temp
 * dir; its source is written under node_modules/.tmp so it resolves the
 * project's packages.
 */

const floorHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`

const floorMain = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain, formatUnits, isAddress, parseUnits } from 'viem'
import {
  createConfig,
  http,
  injected,
  useAccount,
  useConnect,
  WagmiProvider,
} from 'wagmi'
import { create } from 'zustand'

const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const config = createConfig({
  chains: [devnet],
  connectors: [injected()],
  transports: { [devnet.id]: http() },
})
const useAmount = create<{ text: string; set: (text: string) => void }>(
  (set) => ({ text: '', set: (text) => set({ text }) }),
)

function Form() {
  const { address } = useAccount()
  const { connectors, connect } = useConnect()
  const { text, set } = useAmount()
  let shown = ''
  try {
    shown = text ? formatUnits(parseUnits(text, 18), 18) : ''
  } catch {}
  return (
    <main>
      <label>
        Amount to sell
        <input className="amount-input" value={text} onChange={(event) => set(event.target.value)} />
      </label>
      <p>{shown}</p>
      <p>{address && isAddress(address) ? address : 'Not connected'}</p>
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
          {connector.name}
        </button>
      ))}
    </main>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={new QueryClient()}>
          <Form />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
`

/** Builds the floor page; returns the directory to serve. */
export async function buildFloorPage(projectRoot: string) {
  const sourceDir = resolve(projectRoot, 'node_modules/.tmp/bench-floor')
  mkdirSync(sourceDir, { recursive: true })
  writeFileSync(join(sourceDir, 'index.html'), floorHtml)
  writeFileSync(join(sourceDir, 'main.tsx'), floorMain)
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  await build({
    configFile: false,
    root: sourceDir,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  await precompressDirectory(outDir)
  return outDir
}
