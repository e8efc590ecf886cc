// `npm run devnet`: two anvils with their worlds deployed and seeded —
// Devnet A (chain 31337) on 127.0.0.1:8545 and Devnet B (chain 31338, a
// router of another design) on 127.0.0.1:8546 — and the reference
// aggregator serving both on http://127.0.0.1:8788, until Ctrl-C. Tests
// never use these ports (they start their own).
import { formatUnits } from 'viem'
import { startAggregator } from './aggregator/startAggregator.ts'
import { type RunningAnvil, startAnvil } from './anvil.ts'
import { deterministicContracts } from './deterministic.ts'
import { devPrivateKeys, seededAccountIndexes } from './devAccounts.ts'
import { deployWorld, type World, world, worldB } from './world.ts'

const host = '127.0.0.1'
const chains = [
  { world, port: 8545 },
  { world: worldB, port: 8546 },
] as const
const aggregatorPort = 8788

async function startChain({
  world: planned,
  port,
}: (typeof chains)[number]): Promise<{
  anvil: RunningAnvil
  world: World
}> {
  const anvil = await startAnvil({ host, port, chainId: planned.chainId })
  try {
    return {
      anvil,
      world: await deployWorld({ rpcUrl: anvil.rpcUrl, world: planned }),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now()
  // Both chains start and deploy in parallel.
  const settled = await Promise.allSettled(chains.map(startChain))
  const started = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  )
  const failed = settled.findIndex((result) => result.status === 'rejected')
  if (failed !== -1) {
    await Promise.all(started.map(({ anvil }) => anvil.stop()))
    const { world: planned, port } = chains[failed] ?? chains[0]
    const result = settled[failed]
    const reason =
      result?.status === 'rejected' && result.reason instanceof Error
        ? result.reason.message
        : String(result?.status === 'rejected' ? result.reason : '')
    throw new Error(
      `Cannot start ${planned.name} (anvil on ${host}:${port}): ${reason}`,
    )
  }
  let isStopping = false
  let stopAggregator: (() => Promise<void>) | undefined
  const stopAnvils = () => Promise.all(started.map(({ anvil }) => anvil.stop()))
  const stop = async (signal: string) => {
    if (isStopping) return
    isStopping = true
    console.log(`\n${signal}: stopping devnet`)
    await stopAggregator?.()
    await stopAnvils()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  for (const { anvil, world: deployed } of started) {
    void anvil.exited.then(({ code, signal }) => {
      if (isStopping) return
      console.error(
        `anvil of ${deployed.name} exited unexpectedly (${signal ?? `code ${code}`})`,
      )
      process.exit(1)
    })
  }

  const [first, ...others] = started.map(({ anvil, world: deployed }) => ({
    rpcUrl: anvil.rpcUrl,
    world: deployed,
  }))
  if (!first) throw new Error('no chain started')
  const aggregator = await startAggregator({
    chains: [first, ...others],
    host,
    port: aggregatorPort,
  }).catch(async (error: unknown) => {
    isStopping = true
    await stopAnvils()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Cannot start the reference aggregator on ${host}:${aggregatorPort}: ${reason}`,
    )
  })
  stopAggregator = aggregator.stop

  for (const { anvil, world: deployed } of started) {
    printWorld(deployed, anvil.rpcUrl)
  }
  console.log('\nOn both chains, at one CREATE2 address')
  for (const { name, address } of deterministicContracts) {
    console.log(`  ${name.padEnd(18)} ${address}`)
  }
  printAccount(started.map(({ anvil, world: w }) => [w, anvil.rpcUrl]))
  console.log(
    `\nAggregator ${aggregator.url}  (header apikey: devnet-key; try ${aggregator.url}/partner/v1/chains)`,
  )
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2)
  console.log(`\nDevnet ready in ${seconds} s. Ctrl-C to stop.`)
}

function printWorld(deployed: World, rpcUrl: string): void {
  const lines = [
    `\n${deployed.name}: RPC ${rpcUrl}  (chain id ${deployed.chainId}, router ${deployed.routerDesign})`,
    '',
    'Contracts',
    ...Object.entries(deployed.contracts).map(
      ([name, address]) => `  ${name.padEnd(18)} ${address}`,
    ),
    `  router deployed in block ${deployed.routerDeployment.blockNumber}, ` +
      `tx ${deployed.routerDeployment.transactionHash}`,
    '',
    'Tokens',
    ...Object.values(deployed.tokens).map(
      (token) =>
        `  ${token.key.padEnd(15)} ${token.address}  ${token.decimals} dec` +
        `${token.isVerified ? '' : '  (unverified)'}  ${token.name}`,
    ),
    '',
    'Pools',
    ...deployed.pools.map(
      (pool) =>
        `  ${pool.id.padEnd(29)} ${pool.address}  ` +
        `${formatUnits(BigInt(pool.feeBps), 2)}%`,
    ),
  ]
  console.log(lines.join('\n'))
}

function printAccount(networks: readonly (readonly [World, string])[]): void {
  const accountIndex = seededAccountIndexes[0]
  const [first] = networks
  const lines = [
    '',
    `Import dev account ${accountIndex} in your wallet (holds every token on every chain):`,
    `  address      ${first?.[0].seededAccounts[0]}`,
    `  private key  ${devPrivateKeys[accountIndex]}`,
    ...networks.map(
      ([w, rpcUrl]) =>
        `  network      ${w.name}: ${rpcUrl}, chain id ${w.chainId}, symbol ETH`,
    ),
  ]
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
