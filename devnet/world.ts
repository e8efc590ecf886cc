// The local worlds: for each chain spec (worldSpecs.ts) which tokens, pools
// and contracts exist, and the one fixed sequence of deployer transactions
// that creates them on a fresh anvil. Every transaction is signed here with
// fixed nonce, gas and fees, so addresses, the router's deployment block and
// its transaction hash are known before anything runs: `world` (Devnet A)
// and `worldB` are computed at import time and `deployWorld` checks the
// chain against them.
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hash,
  type Hex,
  type HttpTransport,
  http,
  isAddressEqual,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  slice,
  type TestClient,
  type TransactionReceipt,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../schema/constants.ts'
import { deployDeterministic, deterministicContracts } from './deterministic.ts'
import {
  deterministicSenderIndex,
  devAddresses,
  devBalanceEther,
  getDevAccount,
  seededAccountIndexes,
} from './devAccounts.ts'
import {
  devSwapFactoryAbi,
  devSwapFactoryBytecode,
  devSwapPairAbi,
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
  honeypotTokenAbi,
  honeypotTokenBytecode,
  multicall3DeployedBytecode,
  packedRouterAbi,
  packedRouterBytecode,
  packedRouterDeployedBytecode,
  routerAbi,
  routerBytecode,
  routerDeployedBytecode,
  testTokenAbi,
  testTokenBytecode,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2PairAbi,
  uniswapV2PairBytecode,
  usdtLikeTokenAbi,
  usdtLikeTokenBytecode,
  wrappedNativeAbi,
  wrappedNativeBytecode,
} from './generated/contracts.ts'
import {
  devnetASpec,
  devnetBSpec,
  isLaterToken,
  type PoolFamily,
  type PoolSpec,
  poolFamilies,
  type RouterDesign,
  seedBalances,
  type TokenKey,
  type TokenMetadata,
  tokenList,
  transferFeeBps,
  type WorldSpec,
} from './worldSpecs.ts'

export {
  type PoolFamily,
  poolFamilies,
  type RouterDesign,
  type TokenKey,
  type TokenMetadata,
  type TokenQuirk,
  transferFeeBps,
} from './worldSpecs.ts'

/** The schema's native-token sentinel, checksummed as viem decodes it. */
export const nativeTokenAddress = getAddress(NATIVE_TOKEN_ADDRESS)
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export type WorldToken = TokenMetadata & {
  address: Address
  /** The price this chain's pools are seeded at; null: no market. */
  priceUsd: number | null
}

export type WorldPool = {
  id: string
  address: Address
  family: PoolFamily
  kind: 0 | 1
  feeBps: number
  /** In the pool's own order (token0 < token1). */
  token0: Address
  token1: Address
  tokens: readonly [TokenKey, TokenKey]
}

export type World = {
  chainId: number
  /** The chain's name, as the registry lists it. */
  name: string
  native: {
    address: Address
    symbol: string
    name: string
    decimals: number
    logo: string
    priceUsd: number
    wrapped: 'WETH'
  }
  deployer: Address
  seededAccounts: readonly Address[]
  tokens: Readonly<Record<TokenKey, WorldToken>>
  pools: readonly WorldPool[]
  contracts: {
    wrappedNative: Address
    uniswapV2Factory: Address
    devSwapFactory: Address
    router: Address
    multicall3: Address
  }
  /** Which contract the router is: how its calldata is encoded. */
  routerDesign: RouterDesign
  routerVersion: string
  routerDeployment: {
    blockNumber: number
    transactionHash: Hash
    /** keccak256 of the router's runtime code (= generated deployed bytecode). */
    codeHash: Hash
  }
}

type PlanStep = {
  label: string
  to?: Address
  data: Hex
  value?: bigint
  /** Contract this step creates (deployments) or the pair it creates. */
  creates?: { address: Address; pairFactory?: Address }
}

type WorldPlan = {
  spec: WorldSpec
  steps: PlanStep[]
  world: World
  routerNonce: number
}

// Fixed so every run signs byte-identical transactions. anvil's base fee
// starts at 1 gwei and only falls while blocks stay under half full.
const txFields = {
  type: 'eip1559',
  gas: 6_000_000n,
  maxFeePerGas: 10_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
} as const

const routerArtifacts = {
  Router: {
    abi: routerAbi,
    bytecode: routerBytecode,
    deployedBytecode: routerDeployedBytecode,
  },
  PackedRouter: {
    abi: packedRouterAbi,
    bytecode: packedRouterBytecode,
    deployedBytecode: packedRouterDeployedBytecode,
  },
} as const

function tokenAmount(key: TokenKey, units: string | number): bigint {
  const metadata = tokenList.find((entry) => entry.key === key)
  if (!metadata) throw new Error(`Unknown token ${key}`)
  return parseUnits(String(units), metadata.decimals)
}

function sortPair(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

class PlanBuilder {
  readonly steps: PlanStep[] = []
  readonly spec: WorldSpec
  readonly deployer: Address

  constructor(spec: WorldSpec) {
    this.spec = spec
    this.deployer = devAddresses[spec.deployerIndex]
  }

  deploy(label: string, data: Hex): Address {
    const address = getContractAddress({
      from: this.deployer,
      nonce: BigInt(this.steps.length),
    })
    this.steps.push({ label, data, creates: { address } })
    return address
  }

  call(step: PlanStep): void {
    this.steps.push(step)
  }

  depthAmount(key: TokenKey, depthUsd: number): bigint {
    const price = this.spec.pricesUsd[key]
    if (price == null) {
      throw new Error(`${key} has no price to seed a pool with`)
    }
    const units = depthUsd / price
    if (!Number.isInteger(units)) throw new Error(`${key} depth is fractional`)
    return tokenAmount(key, units)
  }
}

function planTokens(plan: PlanBuilder): Partial<Record<TokenKey, Address>> {
  const addresses: Partial<Record<TokenKey, Address>> = {}
  for (const metadata of tokenList) {
    const { key, name, symbol, decimals } = metadata
    if (isLaterToken(key)) continue
    const data =
      key === 'WETH'
        ? encodeDeployData({
            abi: wrappedNativeAbi,
            bytecode: wrappedNativeBytecode,
          })
        : key === 'USDT'
          ? encodeDeployData({
              abi: usdtLikeTokenAbi,
              bytecode: usdtLikeTokenBytecode,
            })
          : encodeDeployData({
              abi: testTokenAbi,
              bytecode: testTokenBytecode,
              args: [name, symbol, decimals],
            })
    addresses[key] = plan.deploy(`deploy ${key}`, data)
  }
  return addresses
}

// After everything else, so no earlier address moves: each quirky token,
// then its pool (a Uniswap V2 pair, whose CREATE2 address is known before
// the token exists: the honeypot names it at deployment).
function planLaterTokens(
  plan: PlanBuilder,
  contracts: PlannedContracts,
  pools: WorldPool[],
): void {
  for (const spec of plan.spec.laterPools) {
    const [key, other] = spec.tokens
    const metadata = tokenList.find((entry) => entry.key === key)
    if (!metadata?.quirk || isLaterToken(other) || spec.family !== 'uniswapV2')
      throw new Error(`later pool ${key}/${other}: a quirky token first, V2`)
    const address = getContractAddress({
      from: plan.deployer,
      nonce: BigInt(plan.steps.length),
    })
    const pool = v2PairAddress(contracts, address, contracts.tokens[other])
    plan.deploy(
      `deploy ${key}`,
      metadata.quirk === 'feeOnTransfer'
        ? encodeDeployData({
            abi: feeOnTransferTokenAbi,
            bytecode: feeOnTransferTokenBytecode,
            args: [metadata.name, metadata.symbol, transferFeeBps],
          })
        : encodeDeployData({
            abi: honeypotTokenAbi,
            bytecode: honeypotTokenBytecode,
            args: [metadata.name, metadata.symbol, pool],
          }),
    )
    contracts.tokens[key] = address
    pools.push(planPool(plan, spec, { ...contracts, devSwapPairCount: 0 }))
  }
}

function v2PairAddress(
  contracts: PlannedContracts,
  a: Address,
  b: Address,
): Address {
  const [token0, token1] = sortPair(a, b)
  return getContractAddress({
    opcode: 'CREATE2',
    from: contracts.uniswapV2Factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecode: uniswapV2PairBytecode,
  })
}

function planFunding(
  plan: PlanBuilder,
  tokens: Record<TokenKey, Address>,
  key: TokenKey,
  to: Address,
  amount: bigint,
): void {
  plan.call({
    label: `fund ${to} with ${key}`,
    to: tokens[key],
    data:
      key === 'WETH'
        ? encodeFunctionData({
            abi: wrappedNativeAbi,
            functionName: 'transfer',
            args: [to, amount],
          })
        : encodeFunctionData({
            abi: testTokenAbi,
            functionName: 'mint',
            args: [to, amount],
          }),
  })
}

function planPool(
  plan: PlanBuilder,
  spec: PoolSpec,
  context: PlannedContracts & { devSwapPairCount: number },
): WorldPool {
  const [keyA, keyB] = spec.tokens
  const [token0, token1] = sortPair(context.tokens[keyA], context.tokens[keyB])
  const isV2 = spec.family === 'uniswapV2'
  const factory = isV2 ? context.uniswapV2Factory : context.devSwapFactory
  const address = isV2
    ? getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecode: uniswapV2PairBytecode,
      })
    : getContractAddress({
        from: factory,
        nonce: BigInt(context.devSwapPairCount + 1),
      })
  const id = `${spec.family}:${keyA}/${keyB}`
  plan.call({
    label: `create ${id}`,
    to: factory,
    data: isV2
      ? encodeFunctionData({
          abi: uniswapV2FactoryAbi,
          functionName: 'createPair',
          args: [token0, token1],
        })
      : encodeFunctionData({
          abi: devSwapFactoryAbi,
          functionName: 'createPair',
          args: [token0, token1, spec.feeBps],
        }),
    creates: { address, pairFactory: factory },
  })
  for (const key of spec.tokens) {
    planFunding(
      plan,
      context.tokens,
      key,
      address,
      plan.depthAmount(key, spec.depthUsd),
    )
  }
  plan.call({
    label: `mint ${id} liquidity`,
    to: address,
    data: encodeFunctionData({
      abi: isV2 ? uniswapV2PairAbi : devSwapPairAbi,
      functionName: 'mint',
      args: [plan.deployer],
    }),
  })
  const kind = poolFamilies[spec.family].kind
  return {
    id,
    address,
    family: spec.family,
    kind,
    feeBps: spec.feeBps,
    token0,
    token1,
    tokens: spec.tokens,
  }
}

type PlannedContracts = {
  /** The quirky tokens' entries appear once planLaterTokens has run. */
  tokens: Record<TokenKey, Address>
  uniswapV2Factory: Address
  devSwapFactory: Address
  router: Address
  routerNonce: number
}

function planContracts(plan: PlanBuilder): PlannedContracts {
  const tokens = planTokens(plan) as Record<TokenKey, Address>
  const uniswapV2Factory = plan.deploy(
    'deploy UniswapV2Factory',
    encodeDeployData({
      abi: uniswapV2FactoryAbi,
      bytecode: uniswapV2FactoryBytecode,
      args: [plan.deployer],
    }),
  )
  const devSwapFactory = plan.deploy(
    'deploy DevSwapFactory',
    encodeDeployData({
      abi: devSwapFactoryAbi,
      bytecode: devSwapFactoryBytecode,
    }),
  )
  const routerNonce = plan.steps.length
  const { abi, bytecode } = routerArtifacts[plan.spec.router]
  const router = plan.deploy(
    `deploy ${plan.spec.router}`,
    encodeDeployData({ abi, bytecode, args: [tokens.WETH] }),
  )
  return { tokens, uniswapV2Factory, devSwapFactory, router, routerNonce }
}

function planPools(
  plan: PlanBuilder,
  contracts: PlannedContracts,
): WorldPool[] {
  const poolSpecs = plan.spec.pools
  const poolWeth = poolSpecs
    .filter((spec) => spec.tokens.includes('WETH'))
    .reduce((sum, spec) => sum + plan.depthAmount('WETH', spec.depthUsd), 0n)
  const seededWeth =
    tokenAmount('WETH', seedBalances.WETH) * BigInt(seededAccounts.length)
  plan.call({
    label: 'wrap ETH for pools and accounts',
    to: contracts.tokens.WETH,
    data: encodeFunctionData({
      abi: wrappedNativeAbi,
      functionName: 'deposit',
    }),
    value: poolWeth + seededWeth,
  })
  const pools: WorldPool[] = []
  for (const spec of poolSpecs) {
    const devSwapPairCount = pools.filter((p) => p.family === 'devSwap').length
    pools.push(planPool(plan, spec, { ...contracts, devSwapPairCount }))
  }
  return pools
}

function planAccountSeeding(
  plan: PlanBuilder,
  tokens: Record<TokenKey, Address>,
): void {
  for (const account of seededAccounts) {
    for (const { key } of tokenList) {
      if (isLaterToken(key)) continue
      const amount = tokenAmount(key, seedBalances[key])
      planFunding(plan, tokens, key, account, amount)
    }
  }
}

const seededAccounts = seededAccountIndexes.map((index) => devAddresses[index])

function signStep(spec: WorldSpec, step: PlanStep, nonce: number) {
  return getDevAccount(spec.deployerIndex).signTransaction({
    ...txFields,
    chainId: spec.chainId,
    nonce,
    to: step.to ?? null,
    data: step.data,
    value: step.value ?? 0n,
  })
}

async function planWorld(spec: WorldSpec): Promise<WorldPlan> {
  const plan = new PlanBuilder(spec)
  const contracts = planContracts(plan)
  const pools = planPools(plan, contracts)
  planAccountSeeding(plan, contracts.tokens)
  planLaterTokens(plan, contracts, pools)
  const { tokens, routerNonce } = contracts
  const routerStep = plan.steps[routerNonce]
  if (!routerStep) throw new Error('world plan has no router step')
  const world: World = {
    chainId: spec.chainId,
    name: spec.name,
    native: {
      address: nativeTokenAddress,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      logo: 'eth.svg',
      priceUsd: spec.pricesUsd.WETH ?? 0,
      wrapped: 'WETH',
    },
    deployer: plan.deployer,
    seededAccounts,
    tokens: Object.fromEntries(
      tokenList.map((metadata) => [
        metadata.key,
        {
          ...metadata,
          address: tokens[metadata.key],
          priceUsd: spec.pricesUsd[metadata.key],
        },
      ]),
    ) as Record<TokenKey, WorldToken>,
    pools,
    contracts: {
      wrappedNative: tokens.WETH,
      uniswapV2Factory: contracts.uniswapV2Factory,
      devSwapFactory: contracts.devSwapFactory,
      router: contracts.router,
      multicall3: multicall3Address,
    },
    routerDesign: spec.router,
    routerVersion: spec.routerVersion,
    routerDeployment: {
      // one transaction per block from block 1 on
      blockNumber: routerNonce + 1,
      transactionHash: keccak256(await signStep(spec, routerStep, routerNonce)),
      codeHash: keccak256(routerArtifacts[spec.router].deployedBytecode),
    },
  }
  return { spec, steps: plan.steps, routerNonce, world }
}

const plans = new Map(
  (await Promise.all([devnetASpec, devnetBSpec].map(planWorld))).map((plan) => [
    plan.world.chainId,
    plan,
  ]),
)

function planOf(chainId: number): WorldPlan {
  const plan = plans.get(chainId)
  if (!plan) throw new Error(`No devnet world for chain ${chainId}`)
  return plan
}

/** Devnet A (31337): the router whose ABI the app pins. */
export const world: World = planOf(devnetASpec.chainId).world
/** Devnet B (31338): a router of another design, no ABI (like chain 999). */
export const worldB: World = planOf(devnetBSpec.chainId).world
/** Every local world, Devnet A first. */
export const worlds: readonly World[] = [world, worldB]

type DeployWorldParameters = {
  rpcUrl: string
  /** Which world to deploy (its chain id must be the anvil's); A by default. */
  world?: World
}

type DeployWorldReturnType = World
/**
 * Deploys and seeds the world on a fresh anvil started with the dev mnemonic
 * and the world's chain id (see startAnvil), puts Multicall3 at its
 * canonical address and gives the deployer its 10,000 ETH back. Throws when
 * anything differs from the planned world.
 */
export async function deployWorld(
  parameters: DeployWorldParameters,
): Promise<DeployWorldReturnType> {
  const {
    spec,
    steps,
    routerNonce,
    world: planned,
  } = planOf((parameters.world ?? world).chainId)
  const transport = http(parameters.rpcUrl, { batch: true })
  const publicClient = createPublicClient({ transport })
  const testClient = createTestClient({ mode: 'anvil', transport })
  const [chainId, nonce] = await Promise.all([
    publicClient.getChainId(),
    publicClient.getTransactionCount({ address: planned.deployer }),
  ])
  if (chainId !== planned.chainId) {
    throw new Error(
      `deployWorld: ${planned.name} needs chain id ${planned.chainId}, the node has ${chainId}`,
    )
  }
  if (nonce !== 0) {
    throw new Error(`deployWorld needs a fresh chain (deployer nonce ${nonce})`)
  }
  const signed = await Promise.all(
    steps.map((step, index) => signStep(spec, step, index)),
  )
  const hashes: Hash[] = []
  for (const serializedTransaction of signed) {
    hashes.push(
      await publicClient.sendRawTransaction({ serializedTransaction }),
    )
  }
  const lastHash = hashes.at(-1)
  if (lastHash) await publicClient.waitForTransactionReceipt({ hash: lastHash })
  const receipts = await Promise.all(
    hashes.map((hash) => publicClient.getTransactionReceipt({ hash })),
  )
  receipts.forEach((receipt, index) => {
    checkReceipt(receipt, steps[index])
  })
  await testClient.setCode({
    address: multicall3Address,
    bytecode: multicall3DeployedBytecode,
  })
  await testClient.setBalance({
    address: planned.deployer,
    value: parseEther(String(devBalanceEther)),
  })
  await deployDeterministicContracts(publicClient, testClient, transport)
  const routerReceipt = receipts[routerNonce]
  return {
    ...planned,
    routerDeployment: {
      blockNumber: Number(routerReceipt?.blockNumber),
      transactionHash: routerReceipt?.transactionHash ?? '0x',
      codeHash: keccak256(
        (await publicClient.getCode({ address: planned.contracts.router })) ??
          '0x',
      ),
    },
  }
}

// The contracts at one address on every chain (deterministic.ts), sent by
// a dev account that is neither world's deployer, which then gets its
// 10,000 ETH back like the deployer.
async function deployDeterministicContracts(
  publicClient: PublicClient,
  testClient: TestClient,
  transport: HttpTransport,
): Promise<void> {
  const account = getDevAccount(deterministicSenderIndex)
  const walletClient = createWalletClient({ account, transport })
  for (const contract of deterministicContracts) {
    await deployDeterministic({ publicClient, walletClient, contract })
  }
  await testClient.setBalance({
    address: account.address,
    value: parseEther(String(devBalanceEther)),
  })
}

function checkReceipt(
  receipt: TransactionReceipt,
  step: PlanStep | undefined,
): void {
  const label = step?.label ?? 'unknown step'
  if (receipt.status !== 'success') {
    throw new Error(
      `deployWorld: ${label} reverted (${receipt.transactionHash})`,
    )
  }
  const expected = step?.creates
  if (!expected) return
  const { pairFactory } = expected
  const actual = pairFactory
    ? getPairCreated(receipt, pairFactory)
    : receipt.contractAddress
  if (!actual || !isAddressEqual(actual, expected.address)) {
    throw new Error(
      `deployWorld: ${label} created ${actual}, expected ${expected.address}`,
    )
  }
}

// Both factories' PairCreated events carry the pair as the first data word.
function getPairCreated(
  receipt: TransactionReceipt,
  factory: Address,
): Address | undefined {
  const log = receipt.logs.find((entry) =>
    isAddressEqual(entry.address, factory),
  )
  return log ? getAddress(slice(log.data, 12, 32)) : undefined
}
