// The devnet world: which tokens, pools and contracts exist, how deep the
// pools are, and the one fixed sequence of deployer transactions that creates
// them on a fresh anvil. Every transaction is signed here with fixed nonce,
// gas and fees, so addresses, the router's deployment block and its
// transaction hash are known before anything runs: `world` is computed at
// import time and `deployWorld` checks the chain against it.
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  parseEther,
  parseUnits,
  slice,
  type TransactionReceipt,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../schema/constants.ts'
import {
  deployerIndex,
  devAddresses,
  devBalanceEther,
  getDevAccount,
  seededAccountIndexes,
} from './devAccounts.ts'
import {
  devSwapFactoryAbi,
  devSwapFactoryBytecode,
  devSwapPairAbi,
  multicall3DeployedBytecode,
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

/** The schema's native-token sentinel, checksummed as viem decodes it. */
export const nativeTokenAddress = getAddress(NATIVE_TOKEN_ADDRESS)
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export type TokenKey =
  | 'WETH'
  | 'USDC'
  | 'USDT'
  | 'WBTC'
  | 'DAI'
  | 'UNI'
  | 'LINK'
  | 'USDC_LOOKALIKE'
  | 'MOON'

export type TokenMetadata = {
  key: TokenKey
  symbol: string
  name: string
  decimals: number
  isVerified: boolean
  tags: readonly string[]
  /** Logo file name; whoever serves the token list maps it to a URL. */
  logo: string
  /** The price pools are seeded at; null when the token has no market. */
  priceUsd: number | null
}

export type WorldToken = TokenMetadata & { address: Address }

/** kind is the router's Hop.kind for pools of this family. */
export type PoolFamily = 'uniswapV2' | 'devSwap'

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
  routerDeployment: {
    blockNumber: number
    transactionHash: Hash
    /** keccak256 of the router's runtime code (= generated deployed bytecode). */
    codeHash: Hash
  }
}

export const poolFamilies = {
  uniswapV2: { kind: 0, name: 'Uniswap V2', feeBps: 30 },
  devSwap: { kind: 1, name: 'DevSwap', feeBps: null },
} as const

export const tokenList: readonly TokenMetadata[] = [
  token('WETH', 'Wrapped Ether', 18, 3000, ['wrapped-native'], 'weth.svg'),
  token('USDC', 'USD Coin', 6, 1, ['stablecoin'], 'usdc.svg'),
  token('USDT', 'Tether USD', 6, 1, ['stablecoin'], 'usdt.svg'),
  token('WBTC', 'Wrapped BTC', 8, 60_000, ['wrapped-btc'], 'wbtc.svg'),
  token('DAI', 'Dai Stablecoin', 18, 1, ['stablecoin'], 'dai.svg'),
  token('UNI', 'Uniswap', 18, 10, ['governance'], 'uni.svg'),
  token('LINK', 'ChainLink Token', 18, 15, ['oracle'], 'link.svg'),
  {
    ...token('USDC_LOOKALIKE', 'USD Coin (bridged)', 6, 1, [], 'usdc.svg'),
    symbol: 'USDC',
    isVerified: false,
  },
  token('MOON', 'Moon Token', 18, null, [], 'moon.svg'),
]

function token(
  key: TokenKey,
  name: string,
  decimals: number,
  priceUsd: number | null,
  tags: readonly string[],
  logo: string,
): TokenMetadata {
  return {
    key,
    symbol: key,
    name,
    decimals,
    isVerified: true,
    tags,
    logo,
    priceUsd,
  }
}

type PoolSpec = {
  family: PoolFamily
  feeBps: number
  tokens: readonly [TokenKey, TokenKey]
  /** USD value of each side at seeding. */
  depthUsd: number
}

// WETH/USDC and WETH/USDT exist in both families and are shallow enough that
// splitting 10 ETH (or 30,000 USDC/USDT) across them beats the best single
// pool by about 0.6% (devnet/router.test.ts checks at least 0.3%). UNI only
// trades against WETH and LINK only against USDC, so UNI→DAI, UNI→USDC and
// LINK→WETH need two hops. MOON has no pool at all.
const poolSpecs: readonly PoolSpec[] = [
  v2(['WETH', 'USDC'], 2_400_000),
  devSwap(['WETH', 'USDC'], 1_500_000, 5),
  v2(['WETH', 'USDT'], 2_100_000),
  devSwap(['WETH', 'USDT'], 1_500_000, 5),
  v2(['USDC', 'DAI'], 2_000_000),
  devSwap(['USDC', 'USDT'], 2_000_000, 5),
  v2(['WETH', 'WBTC'], 1_500_000),
  v2(['WETH', 'DAI'], 900_000),
  v2(['UNI', 'WETH'], 900_000),
  devSwap(['LINK', 'USDC'], 600_000, 10),
  v2(['USDC_LOOKALIKE', 'WETH'], 9_000),
]

function v2(tokens: readonly [TokenKey, TokenKey], depthUsd: number): PoolSpec {
  return { family: 'uniswapV2', feeBps: 30, tokens, depthUsd }
}

function devSwap(
  tokens: readonly [TokenKey, TokenKey],
  depthUsd: number,
  feeBps: number,
): PoolSpec {
  return { family: 'devSwap', feeBps, tokens, depthUsd }
}

/** What each of accounts 1–5 holds of every token (whole units). */
const seedBalances: Readonly<Record<TokenKey, string>> = {
  WETH: '100',
  USDC: '1000000',
  USDT: '1000000',
  WBTC: '100',
  DAI: '1000000',
  UNI: '100000',
  LINK: '100000',
  USDC_LOOKALIKE: '1000000',
  MOON: '1000000',
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
  steps: PlanStep[]
  world: Omit<World, 'routerDeployment'>
  routerNonce: number
}

// Fixed so every run signs byte-identical transactions. anvil's base fee
// starts at 1 gwei and only falls while blocks stay under half full.
const txFields = {
  type: 'eip1559',
  chainId: 31337,
  gas: 6_000_000n,
  maxFeePerGas: 10_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
} as const

function tokenAmount(key: TokenKey, units: string | number): bigint {
  const metadata = tokenList.find((entry) => entry.key === key)
  if (!metadata) throw new Error(`Unknown token ${key}`)
  return parseUnits(String(units), metadata.decimals)
}

function depthAmount(key: TokenKey, depthUsd: number): bigint {
  const units = depthUsd / getPrice(key)
  if (!Number.isInteger(units)) throw new Error(`${key} depth is fractional`)
  return tokenAmount(key, units)
}

function getPrice(key: TokenKey): number {
  const price = tokenList.find((entry) => entry.key === key)?.priceUsd
  if (price == null) throw new Error(`${key} has no price to seed a pool with`)
  return price
}

function sortPair(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

class PlanBuilder {
  readonly steps: PlanStep[] = []
  readonly deployer = devAddresses[deployerIndex]

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
}

function planTokens(plan: PlanBuilder): Record<TokenKey, Address> {
  const addresses: Partial<Record<TokenKey, Address>> = {}
  for (const metadata of tokenList) {
    const { key, name, symbol, decimals } = metadata
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
  return addresses as Record<TokenKey, Address>
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
      depthAmount(key, spec.depthUsd),
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
  tokens: Record<TokenKey, Address>
  uniswapV2Factory: Address
  devSwapFactory: Address
  router: Address
  routerNonce: number
}

function planContracts(plan: PlanBuilder): PlannedContracts {
  const tokens = planTokens(plan)
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
  const router = plan.deploy(
    'deploy Router',
    encodeDeployData({
      abi: routerAbi,
      bytecode: routerBytecode,
      args: [tokens.WETH],
    }),
  )
  return { tokens, uniswapV2Factory, devSwapFactory, router, routerNonce }
}

function planPools(
  plan: PlanBuilder,
  contracts: PlannedContracts,
): WorldPool[] {
  const poolWeth = poolSpecs
    .filter((spec) => spec.tokens.includes('WETH'))
    .reduce((sum, spec) => sum + depthAmount('WETH', spec.depthUsd), 0n)
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
      const amount = tokenAmount(key, seedBalances[key])
      planFunding(plan, tokens, key, account, amount)
    }
  }
}

const seededAccounts = seededAccountIndexes.map((index) => devAddresses[index])

function planWorld(): WorldPlan {
  const plan = new PlanBuilder()
  const contracts = planContracts(plan)
  const pools = planPools(plan, contracts)
  planAccountSeeding(plan, contracts.tokens)
  const { tokens } = contracts
  return {
    steps: plan.steps,
    routerNonce: contracts.routerNonce,
    world: {
      chainId: txFields.chainId,
      native: {
        address: nativeTokenAddress,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
        logo: 'eth.svg',
        priceUsd: 3000,
        wrapped: 'WETH',
      },
      deployer: plan.deployer,
      seededAccounts,
      tokens: Object.fromEntries(
        tokenList.map((metadata) => [
          metadata.key,
          { ...metadata, address: tokens[metadata.key] },
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
    },
  }
}

function signStep(step: PlanStep, nonce: number): Promise<Hex> {
  return getDevAccount(deployerIndex).signTransaction({
    ...txFields,
    nonce,
    to: step.to ?? null,
    data: step.data,
    value: step.value ?? 0n,
  })
}

const worldPlan = planWorld()
const routerStep = worldPlan.steps[worldPlan.routerNonce]
if (!routerStep) throw new Error('world plan has no router step')

export const world: World = {
  ...worldPlan.world,
  routerDeployment: {
    // one transaction per block from block 1 on
    blockNumber: worldPlan.routerNonce + 1,
    transactionHash: keccak256(
      await signStep(routerStep, worldPlan.routerNonce),
    ),
    codeHash: keccak256(routerDeployedBytecode),
  },
}

type DeployWorldParameters = { rpcUrl: string }
type DeployWorldReturnType = World
/**
 * Deploys and seeds the world on a fresh anvil started with the dev mnemonic
 * (see startAnvil), puts Multicall3 at its canonical address and gives the
 * deployer its 10,000 ETH back. Throws when anything differs from `world`.
 */
export async function deployWorld(
  parameters: DeployWorldParameters,
): Promise<DeployWorldReturnType> {
  const transport = http(parameters.rpcUrl, { batch: true })
  const publicClient = createPublicClient({ transport })
  const testClient = createTestClient({ mode: 'anvil', transport })
  const { deployer } = world
  const nonce = await publicClient.getTransactionCount({ address: deployer })
  if (nonce !== 0) {
    throw new Error(`deployWorld needs a fresh chain (deployer nonce ${nonce})`)
  }
  const { steps } = worldPlan
  const signed = await Promise.all(steps.map(signStep))
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
    address: deployer,
    value: parseEther(String(devBalanceEther)),
  })
  const routerReceipt = receipts[worldPlan.routerNonce]
  return {
    ...worldPlan.world,
    routerDeployment: {
      blockNumber: Number(routerReceipt?.blockNumber),
      transactionHash: routerReceipt?.transactionHash ?? '0x',
      codeHash: keccak256(
        (await publicClient.getCode({ address: world.contracts.router })) ??
          '0x',
      ),
    },
  }
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
