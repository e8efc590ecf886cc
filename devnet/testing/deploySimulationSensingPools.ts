// Puts a SimulationSensingPool beside each of a world's pools the test
// names, for the tests of issue 32's must-show (c) only: no world plan
// deploys them. Each mirrors its honest pool (tokens, reserves, fee) and
// holds about $20,000 of each of its two tokens to pay from when it senses
// a simulation. Dev account 7 deploys (no world plan or deterministic
// deployment sends from it, so no planned address moves) and dev account 4
// funds them (it holds every token).
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  parseUnits,
} from 'viem'
import { getDevAccount } from '../devAccounts.ts'
import {
  simulationSensingPoolAbi,
  simulationSensingPoolBytecode,
} from '../generated/contracts.ts'
import type { World, WorldPool } from '../world.ts'

const DEPLOYER_INDEX = 7
const FUNDER_INDEX = 4
/** What each sensing pool holds of each of its tokens, in US dollars. */
const FUNDING_USD = 20_000

export type DeploySimulationSensingPoolsParameters = {
  rpcUrl: string
  world: World
  /** The honest pools to imitate. */
  pools: readonly WorldPool[]
}

/** Honest pool address (lower case) → its sensing pool. */
export type SensingPools = Readonly<Record<string, Address>>

export async function deploySimulationSensingPools({
  rpcUrl,
  world,
  pools,
}: DeploySimulationSensingPoolsParameters): Promise<SensingPools> {
  const chain = defineChain({
    id: world.chainId,
    name: world.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport })
  const deployer = createWalletClient({
    chain,
    transport,
    account: getDevAccount(DEPLOYER_INDEX),
  })
  const funder = createWalletClient({
    chain,
    transport,
    account: getDevAccount(FUNDER_INDEX),
  })
  const sensing: Record<string, Address> = {}
  for (const pool of pools) {
    const hash = await deployer.deployContract({
      abi: simulationSensingPoolAbi,
      bytecode: simulationSensingPoolBytecode,
      args: [pool.address],
    })
    const { contractAddress, status } = await client.waitForTransactionReceipt({
      hash,
    })
    if (status !== 'success' || !contractAddress) {
      throw new Error(`the sensing pool beside ${pool.id} was not deployed`)
    }
    for (const key of pool.tokens) {
      const token = world.tokens[key]
      if (token.priceUsd === null) {
        throw new Error(`${key} has no price to fund a sensing pool with`)
      }
      const units = Math.ceil(FUNDING_USD / token.priceUsd)
      const transfer = await funder.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [contractAddress, parseUnits(String(units), token.decimals)],
      })
      const receipt = await client.waitForTransactionReceipt({
        hash: transfer,
      })
      if (receipt.status !== 'success') {
        throw new Error(`funding the sensing pool beside ${pool.id} failed`)
      }
    }
    sensing[pool.address.toLowerCase()] = getAddress(contractAddress)
  }
  return sensing
}
