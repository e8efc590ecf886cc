import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type { AggregatorWorld } from '../world/AggregatorWorld'
import { createSyntheticTokens } from './createSyntheticTokens'
import type { ListedToken } from './ListedToken'
import { toHostileTokens } from './toHostileTokens'

type CreateTokenRegistryParameters = {
  world: AggregatorWorld
  syntheticTokenCount?: number
  /** Read on every lookup: whether the hostile list is served now. */
  isHostileList?: () => boolean
}

export type TokenRegistry = {
  /**
   * Native first, then the chain's tokens, then synthetic ones; as the
   * hostile list names them while it is switched on (toHostileTokens.ts).
   */
  readonly tokens: readonly ListedToken[]
  find: (address: string) => ListedToken | undefined
  native: ListedToken
  wrappedNative: ListedToken
  usdStablecoin: ListedToken
  hasLogo: (file: string) => boolean
}

export function createTokenRegistry({
  world,
  syntheticTokenCount = 0,
  isHostileList = () => false,
}: CreateTokenRegistryParameters): TokenRegistry {
  const native: ListedToken = {
    address: NATIVE_TOKEN_ADDRESS,
    symbol: world.nativeSymbol,
    name: world.nativeName,
    decimals: world.nativeDecimals,
    verified: true,
    tags: ['native'],
    logo: world.nativeLogo,
    origin: 'native',
  }
  const contracts: ListedToken[] = world.tokens.map((token) => ({
    ...token,
    origin: 'contract',
  }))
  const tokens = [
    native,
    ...contracts,
    ...createSyntheticTokens({ count: syntheticTokenCount }),
  ]
  const byAddress = new Map(tokens.map((t) => [t.address.toLowerCase(), t]))
  const hostileTokens = toHostileTokens(tokens)
  const hostileByAddress = new Map(
    hostileTokens.map((t) => [t.address.toLowerCase(), t]),
  )
  const logos = new Set(tokens.map((token) => token.logo))
  const required = (address: Address) => {
    const token = byAddress.get(address.toLowerCase())
    if (!token) throw new Error(`world token ${address} is not listed`)
    return token
  }
  return {
    get tokens() {
      return isHostileList() ? hostileTokens : tokens
    },
    find: (address) =>
      (isHostileList() ? hostileByAddress : byAddress).get(
        address.toLowerCase(),
      ),
    native,
    wrappedNative: required(world.wrappedNative),
    usdStablecoin: required(world.usdStablecoin),
    hasLogo: (file) => logos.has(file),
  }
}
