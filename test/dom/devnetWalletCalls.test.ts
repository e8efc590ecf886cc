// The Devnet wallet batches for real through wagmi's own EIP-5792 actions
// (getCapabilities, sendCalls, waitForCallsStatus), which reach it through
// the connector's provider, on both devnets: each batch lands on the chain
// the wallet is on, through that chain's node, and nowhere else.
import {
  type Address,
  encodeFunctionData,
  type Hex,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Config, createConfig, http } from 'wagmi'
import {
  connect,
  getCapabilities,
  sendCalls,
  switchChain,
  waitForCallsStatus,
} from 'wagmi/actions'
import { devAddresses } from '../../devnet/devAccounts'
import { testTokenAbi } from '../../devnet/generated/contracts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { worldB } from '../../devnet/world'
import { batchExecutorAddress } from '../../src/features/wallet/devnet/batchExecutor'
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

const recipient = devAddresses[7]

function usdcTransfer(devnet: RunningDevnet, to: Address, amount: string) {
  return {
    to: devnet.world.tokens.USDC.address,
    data: encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 6)],
    }),
  }
}

const usdcOf = (devnet: RunningDevnet, owner: Address) =>
  devnet.publicClient.readContract({
    address: devnet.world.tokens.USDC.address,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

test('behavior: reports atomic batching and runs a batch on the devnet it is on, through wagmi’s actions', async () => {
  const config: Config = createConfig({
    chains: [devnetA.chain, devnetB.chain],
    transports: {
      [devnetA.chain.id]: http(devnetA.rpcUrl),
      [devnetB.chain.id]: http(devnetB.rpcUrl),
    },
    multiInjectedProviderDiscovery: false,
  })
  const { accounts } = await connect(config, {
    connector: createDevnetConnector(),
  })
  const [account] = accounts
  if (!account) throw new Error('no account')

  expect(await getCapabilities(config)).toEqual({
    31337: { atomic: { status: 'supported' } },
    31338: { atomic: { status: 'supported' } },
  })

  const batchOn = async (devnet: RunningDevnet) => {
    const before = await usdcOf(devnet, recipient)
    const { id } = await sendCalls(config, {
      chainId: devnet.chainId,
      forceAtomic: true,
      calls: [
        usdcTransfer(devnet, recipient, '1'),
        { to: recipient, value: parseEther('0.5') },
      ],
    })
    const status = await waitForCallsStatus(config, {
      id,
      pollingInterval: 50,
    })
    expect(status).toMatchObject({
      status: 'success',
      atomic: true,
      chainId: devnet.chainId,
    })
    expect(await usdcOf(devnet, recipient)).toBe(before + parseUnits('1', 6))
    const hash = status.receipts?.[0]?.transactionHash as Hex
    return devnet.publicClient.getTransaction({ hash })
  }

  const nonceOnA = await devnetA.publicClient.getTransactionCount({
    address: account,
  })
  await switchChain(config, { chainId: 31338 })
  const onB = await batchOn(devnetB)
  expect(onB).toMatchObject({ type: 'eip7702', chainId: 31338 })
  expect(await devnetB.publicClient.getCode({ address: account })).toBe(
    `0xef0100${batchExecutorAddress.slice(2).toLowerCase()}`,
  )
  // Devnet A saw nothing of it.
  expect(
    await devnetA.publicClient.getTransactionCount({ address: account }),
  ).toBe(nonceOnA)
  expect(await devnetA.publicClient.getCode({ address: account })).toBe(
    undefined,
  )

  await switchChain(config, { chainId: 31337 })
  const onA = await batchOn(devnetA)
  expect(onA).toMatchObject({ type: 'eip7702', chainId: 31337 })

  // A batch naming the chain it is not on is refused, not moved.
  await expect(
    sendCalls(config, {
      chainId: 31338,
      forceAtomic: true,
      calls: [usdcTransfer(devnetB, recipient, '1')],
    }),
  ).rejects.toThrow(/chainId 31338 is not the wallet's current chain 31337/)
})
