// `npm run devnet`: anvil on 127.0.0.1:8545 with the world deployed and
// seeded, and the reference aggregator on http://127.0.0.1:8788, until Ctrl-C. Tests never use this port (they start their own).
import { formatUnits } from 'viem'
import { startAggregator } from './aggregator/startAggregator.ts'
import { startAnvil } from './anvil.ts'
import { devPrivateKeys, seededAccountIndexes } from './devAccounts.ts'
import { deployWorld, type World } from './world.ts'

const host = '127.0.0.1'
const port = 8545
const aggregatorPort = 8788

async function main(): Promise<void> {
  const startedAt = performance.now()
  const anvil = await startAnvil({ host, port }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Cannot start anvil on ${host}:${port}: ${reason}`)
  })
  let isStopping = false
  let stopAggregator: (() => Promise<void>) | undefined
  const stop = async (signal: string) => {
    if (isStopping) return
    isStopping = true
    console.log(`\n${signal}: stopping devnet`)
    await stopAggregator?.()
    await anvil.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  void anvil.exited.then(({ code, signal }) => {
    if (isStopping) return
    console.error(`anvil exited unexpectedly (${signal ?? `code ${code}`})`)
    process.exit(1)
  })

  const world = await deployWorld({ rpcUrl: anvil.rpcUrl }).catch(
    async (error: unknown) => {
      isStopping = true
      await anvil.stop()
      throw error
    },
  )

  const aggregator = await startAggregator({
    rpcUrl: anvil.rpcUrl,
    world,
    host,
    port: aggregatorPort,
  }).catch(async (error: unknown) => {
    isStopping = true
    await anvil.stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Cannot start the reference aggregator on ${host}:${aggregatorPort}: ${reason}`,
    )
  })
  stopAggregator = aggregator.stop

  printWorld(world, anvil.rpcUrl)
  console.log(
    `\nAggregator ${aggregator.url}  (header apikey: devnet-key; try ${aggregator.url}/partner/v1/chains)`,
  )
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2)
  console.log(`\nDevnet ready in ${seconds} s. Ctrl-C to stop.`)
}

function printWorld(world: World, rpcUrl: string): void {
  const accountIndex = seededAccountIndexes[0]
  const lines = [
    `RPC        ${rpcUrl}  (chain id ${world.chainId})`,
    '',
    'Contracts',
    ...Object.entries(world.contracts).map(
      ([name, address]) => `  ${name.padEnd(18)} ${address}`,
    ),
    `  router deployed in block ${world.routerDeployment.blockNumber}, ` +
      `tx ${world.routerDeployment.transactionHash}`,
    '',
    'Tokens',
    ...Object.values(world.tokens).map(
      (token) =>
        `  ${token.key.padEnd(15)} ${token.address}  ${token.decimals} dec` +
        `${token.isVerified ? '' : '  (unverified)'}  ${token.name}`,
    ),
    '',
    'Pools',
    ...world.pools.map(
      (pool) =>
        `  ${pool.id.padEnd(29)} ${pool.address}  ` +
        `${formatUnits(BigInt(pool.feeBps), 2)}%`,
    ),
    '',
    `Import dev account ${accountIndex} in your wallet (holds every token):`,
    `  address      ${world.seededAccounts[0]}`,
    `  private key  ${devPrivateKeys[accountIndex]}`,
    `  network      ${rpcUrl}, chain id ${world.chainId}, symbol ETH`,
  ]
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
