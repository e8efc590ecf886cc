import type { ListedToken } from './ListedToken'

/**
 * The hostile token list, served while the devnet switch `hostileTokenList`
 * is on (POST /__devnet/settings, or DEVNET_AGGREGATOR_HOSTILE_TOKENS=true at
 * start): what anyone who lists a token can write, in one list. Each entry
 * rewrites what the service says of a real token of the world (same
 * contract, same pools), so the quotable ones can be chosen and quoted for
 * real, and the service's quotes and routes name them the same way:
 *
 * - LINK (two hops from ETH, through USDC): HTML in symbol and name, a data:
 *   logo, a USD price of 1e308;
 * - the unverified USDC look-alike: "USDC" + a right-to-left override, a
 *   name with an isolate (U+2066…U+2069), a javascript: logo, price "NaN";
 * - UNI: a 120-character symbol, an http: logo on a far host, price −5;
 * - WBTC: zero-width joiners inside a well-known symbol ("W‍B‍T‍C"), still
 *   verified, price 0;
 * - MOON (no pool): 255 decimals, a relative logo; the app must refuse it
 *   before any quote.
 *
 * The world is untouched: no contract or pool is added for this.
 */

type HostileEntry = {
  /** The world token it rewrites: its symbol and verification. */
  of: { symbol: string; verified: boolean }
  rewrite: Partial<Omit<ListedToken, 'address' | 'origin'>>
}

export const HOSTILE_LONG_SYMBOL = 'LONGSYMBOL'.repeat(12)
export const HOSTILE_HTML = '<img src=x onerror=alert(1)>'

const entries: readonly HostileEntry[] = [
  {
    of: { symbol: 'LINK', verified: true },
    rewrite: {
      symbol: HOSTILE_HTML,
      name: HOSTILE_HTML,
      verified: false,
      logoUrl:
        'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      priceUsd: 1e308,
    },
  },
  {
    of: { symbol: 'USDC', verified: false },
    rewrite: {
      symbol: 'USDC\u202e',
      name: 'USD Coin \u2066(official)\u2069',
      logoUrl: 'javascript:alert(1)',
      priceUsd: 'NaN',
    },
  },
  {
    of: { symbol: 'UNI', verified: true },
    rewrite: {
      symbol: HOSTILE_LONG_SYMBOL,
      name: 'A token whose symbol is 120 characters long',
      verified: false,
      logoUrl: 'http://logos.invalid/long.png',
      priceUsd: -5,
    },
  },
  {
    of: { symbol: 'WBTC', verified: true },
    rewrite: {
      symbol: 'W\u200dB\u200dT\u200dC',
      name: 'Wrapped\u200b BTC',
      priceUsd: 0,
    },
  },
  {
    of: { symbol: 'MOON', verified: true },
    rewrite: { decimals: 255, logoUrl: '/logos/moon.svg' },
  },
]

/** The listed tokens as the hostile list names them. */
export function toHostileTokens(tokens: readonly ListedToken[]): ListedToken[] {
  return tokens.map((token) => {
    const entry = entries.find(
      ({ of }) => of.symbol === token.symbol && of.verified === token.verified,
    )
    return entry && token.origin === 'contract'
      ? { ...token, ...entry.rewrite }
      : token
  })
}
