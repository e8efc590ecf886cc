// The Devnet wallet on both local chains, for real: switched to Devnet B it
// sends through Devnet B's node (the transaction lands there and nowhere
// else), and back on Devnet A through A's.
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Config, createConfig, http } from 'wagmi'
import {
  connect,
  getConnection,
  sendTransaction,
  switchChain,
} from 'wagmi/actions'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { worldB } from '../../devnet/world'
import { joinChains, toViemChain } from '../../src/features/chains'
import { createDevnetConnector } from '../../src/features/wallet/devnet/createDevnetConnector'

let devnetA: RunningDevnet
let devnetB: RunningDevnet

beforeAll(async () => {
  ;[devnetA, devnetB] = await Promise.all([
    startDevnet(),
    startDevnet({ world: worldB }),
  ])
})

afterAll(async () => {
  await Promise.all([devnetA?.stop(), devnetB?.stop()])
})

function registryEntry(devnet: RunningDevnet) {
  const { world } = devnet
  return {
    chainId: world.chainId,
    name: world.name,
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    wrappedNative: world.contracts.wrappedNative,
    routerAddress: world.contracts.router,
    contractVersion: world.routerVersion,
    operationalStatus: 'ACTIVE' as const,
    explorerUrl: null,
    routerCodeHash: world.routerDeployment.codeHash,
    deploymentBlock: null,
    deploymentTransactionHash: null,
    deployedAt: null,
    auditUrls: [],
  }
}

test('behavior: signs on the devnet it is switched to, through that chain’s node', async () => {
  // The app's chains: the registry's entries joined to viem and the RPC
  // URLs it was given (as VITE_RPC_URLS does).
  const [chainA, chainB] = joinChains({
    registry: [registryEntry(devnetA), registryEntry(devnetB)],
    rpcUrls: { 31337: devnetA.rpcUrl, 31338: devnetB.rpcUrl },
  }).map((chain) => toViemChain(chain))
  if (!chainA || !chainB) throw new Error('two chains expected')
  // Typed as the app types it (the sign step, lifecycle/steps/signStep.ts): chains known at run time.
  const config: Config = createConfig({
    chains: [chainA, chainB],
    transports: { [chainA.id]: http(), [chainB.id]: http() },
    multiInjectedProviderDiscovery: false,
  })
  const { accounts } = await connect(config, {
    connector: createDevnetConnector(),
  })
  const [account] = accounts
  if (!account) throw new Error('no account')
  const recipient: Address = '0x000000000000000000000000000000000000bEEF'
  const nonceOf = (devnet: RunningDevnet) =>
    devnet.publicClient.getTransactionCount({ address: account })
  const [nonceA, nonceB] = await Promise.all([
    nonceOf(devnetA),
    nonceOf(devnetB),
  ])

  await switchChain(config, { chainId: 31338 })
  expect(getConnection(config).chainId).toBe(31338)
  const onB = await sendTransaction(config, {
    chainId: 31338,
    to: recipient,
    value: parseEther('1'),
  })
  const receiptB = await devnetB.publicClient.waitForTransactionReceipt({
    hash: onB,
  })
  expect(receiptB.status).toBe('success')
  expect(await devnetB.publicClient.getBalance({ address: recipient })).toBe(
    parseEther('1'),
  )
  expect(await devnetA.publicClient.getBalance({ address: recipient })).toBe(0n)
  expect(await nonceOf(devnetA)).toBe(nonceA)

  await switchChain(config, { chainId: 31337 })
  const onA = await sendTransaction(config, {
    chainId: 31337,
    to: recipient,
    value: parseEther('2'),
  })
  await devnetA.publicClient.waitForTransactionReceipt({ hash: onA })
  expect(await devnetA.publicClient.getBalance({ address: recipient })).toBe(
    parseEther('2'),
  )
  expect(await nonceOf(devnetB)).toBe(nonceB + 1)
})
