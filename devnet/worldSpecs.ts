// What differs between the local chains, as data: chain id and name, who
// deploys, which router design, the prices pools are seeded at and the pools
// themselves. Tokens are the same on every chain by symbol and decimals;
// their addresses differ because each chain has its own deployer (the app
// must never confuse one chain's token for another's). world.ts turns a spec
// into one fixed sequence of signed transactions.
import type { DevAccountIndex } from './devAccounts.ts'

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
  | 'TAX'
  | 'TRAP'

/**
 * A token that is not plain ERC-20: `feeOnTransfer` burns 5 % of every
 * transfer (contracts/FeeOnTransferToken.sol), `honeypot` can be bought
 * from its pool and never sold (contracts/HoneypotToken.sol). Both are
 * deployed after everything else (so no earlier address moves) and held by
 * nobody but their pools.
 */
export type TokenQuirk = 'feeOnTransfer' | 'honeypot'

/** What FeeOnTransferToken burns of every transfer, in basis points. */
export const transferFeeBps = 500

export type TokenMetadata = {
  key: TokenKey
  symbol: string
  name: string
  decimals: number
  isVerified: boolean
  tags: readonly string[]
  /** Logo file name; whoever serves the token list maps it to a URL. */
  logo: string
  quirk?: TokenQuirk
}

/** kind is the router's hop kind for pools of this family. */
export type PoolFamily = 'uniswapV2' | 'devSwap'

export const poolFamilies = {
  uniswapV2: { kind: 0, name: 'Uniswap V2', feeBps: 30 },
  devSwap: { kind: 1, name: 'DevSwap', feeBps: null },
} as const

export type PoolSpec = {
  family: PoolFamily
  feeBps: number
  tokens: readonly [TokenKey, TokenKey]
  /** USD value of each side at seeding (whole units of both tokens). */
  depthUsd: number
}

/**
 * Router: `swap(…, Path[] paths)`, an ABI the app pins (Devnet A).
 * PackedRouter: a fallback reading a packed byte program, no ABI at all
 * (Devnet B, standing for production routers the app cannot decode).
 */
export type RouterDesign = 'Router' | 'PackedRouter'

export type WorldSpec = {
  chainId: number
  name: string
  /** Its first transactions create the contracts: its own addresses. */
  deployerIndex: DevAccountIndex
  router: RouterDesign
  routerVersion: string
  /** USD price each token's pools are seeded at; null: no market. */
  pricesUsd: Readonly<Record<TokenKey, number | null>>
  pools: readonly PoolSpec[]
  /**
   * The quirky tokens' pools, created after every account is seeded: the
   * contracts before them keep their addresses.
   */
  laterPools: readonly PoolSpec[]
}

export const tokenList: readonly TokenMetadata[] = [
  token('WETH', 'Wrapped Ether', 18, ['wrapped-native'], 'weth.svg'),
  token('USDC', 'USD Coin', 6, ['stablecoin'], 'usdc.svg'),
  token('USDT', 'Tether USD', 6, ['stablecoin'], 'usdt.svg'),
  token('WBTC', 'Wrapped BTC', 8, ['wrapped-btc'], 'wbtc.svg'),
  token('DAI', 'Dai Stablecoin', 18, ['stablecoin'], 'dai.svg'),
  token('UNI', 'Uniswap', 18, ['governance'], 'uni.svg'),
  token('LINK', 'ChainLink Token', 18, ['oracle'], 'link.svg'),
  {
    ...token('USDC_LOOKALIKE', 'USD Coin (bridged)', 6, [], 'usdc.svg'),
    symbol: 'USDC',
    isVerified: false,
  },
  token('MOON', 'Moon Token', 18, [], 'moon.svg'),
  // Verified and tagged like any other: the service's list says nothing of
  // the tax or the trap; only the app's own simulation finds them out.
  {
    ...token('TAX', 'Taxed Token', 18, [], 'moon.svg'),
    quirk: 'feeOnTransfer',
  },
  { ...token('TRAP', 'Trap Token', 18, [], 'moon.svg'), quirk: 'honeypot' },
]

/** The tokens deployed after the rest (see TokenQuirk). */
export const isLaterToken = (key: TokenKey) =>
  tokenList.some((entry) => entry.key === key && entry.quirk !== undefined)

function token(
  key: TokenKey,
  name: string,
  decimals: number,
  tags: readonly string[],
  logo: string,
): TokenMetadata {
  return { key, symbol: key, name, decimals, isVerified: true, tags, logo }
}

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

/** What each of accounts 1–5 holds of every token (whole units), per chain. */
export const seedBalances: Readonly<Record<TokenKey, string>> = {
  WETH: '100',
  USDC: '1000000',
  USDT: '1000000',
  WBTC: '100',
  DAI: '1000000',
  UNI: '100000',
  LINK: '100000',
  USDC_LOOKALIKE: '1000000',
  MOON: '1000000',
  TAX: '0',
  TRAP: '0',
}

// WETH/USDC and WETH/USDT exist in both families and are shallow enough that
// splitting 10 ETH (or 30,000 USDC/USDT) across them beats the best single
// pool by about 0.6% (devnet/router.test.ts checks at least 0.3%). UNI only
// trades against WETH and LINK only against USDC, so UNI→DAI, UNI→USDC and
// LINK→WETH need two hops. MOON has no pool at all.
export const devnetASpec: WorldSpec = {
  chainId: 31337,
  name: 'Devnet',
  deployerIndex: 0,
  router: 'Router',
  routerVersion: '1.0.0',
  pricesUsd: {
    WETH: 3000,
    USDC: 1,
    USDT: 1,
    WBTC: 60_000,
    DAI: 1,
    UNI: 10,
    LINK: 15,
    USDC_LOOKALIKE: 1,
    MOON: null,
    TAX: 1,
    TRAP: 1,
  },
  pools: [
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
  ],
  // Uniswap V2 pairs, as such tokens' pools usually are: buying 1,000 USDC
  // of either moves the price about 1 %.
  laterPools: [v2(['TAX', 'USDC'], 200_000), v2(['TRAP', 'USDC'], 200_000)],
}

// The same shape of market as A (so the same splits and multi-hop routes
// exist), priced a little apart (ETH 1.7% dearer, BTC, UNI and LINK too),
// with other depths and fees. Its deployer is account 9, so no address is
// shared with A.
export const devnetBSpec: WorldSpec = {
  chainId: 31338,
  name: 'Devnet B',
  deployerIndex: 9,
  router: 'PackedRouter',
  routerVersion: '2.0.0-packed',
  pricesUsd: {
    WETH: 3050,
    USDC: 1,
    USDT: 1,
    WBTC: 61_000,
    DAI: 1,
    UNI: 12,
    LINK: 16,
    USDC_LOOKALIKE: 1,
    MOON: null,
    TAX: 1,
    TRAP: 1,
  },
  pools: [
    v2(['WETH', 'USDC'], 2_440_000),
    devSwap(['WETH', 'USDC'], 1_220_000, 8),
    v2(['WETH', 'USDT'], 1_830_000),
    devSwap(['WETH', 'USDT'], 1_525_000, 5),
    v2(['USDC', 'DAI'], 1_800_000),
    devSwap(['USDC', 'USDT'], 2_200_000, 4),
    v2(['WETH', 'WBTC'], 1_220_000),
    v2(['WETH', 'DAI'], 915_000),
    v2(['UNI', 'WETH'], 732_000),
    devSwap(['LINK', 'USDC'], 640_000, 12),
    v2(['USDC_LOOKALIKE', 'WETH'], 6_100),
  ],
  laterPools: [v2(['TAX', 'USDC'], 150_000), v2(['TRAP', 'USDC'], 150_000)],
}
