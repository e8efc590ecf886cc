/** What the first screen reads of a chain viem defines (knownChains.ts). */
export type ChainFacts = {
  /** The native coin's name (the registry names its symbol and decimals). */
  nativeName: string
  /** viem's default explorer, or null. */
  explorerUrl: string | null
  /** viem names a default RPC URL. */
  hasRpc: boolean
  /** Multicall3 is deployed and known. */
  hasMulticall: boolean
}

/**
 * The few fields of viem's chain definitions the first screen needs, by id:
 * viem's definitions themselves (≈ 1 KiB gzip of data) load with wagmi's
 * configuration (toViemChain.ts), after the first screen.
 * chainFacts.test.ts holds every row to viem's definition, and the ids to
 * knownChains'.
 */
// i18n-exempt: viem's chain data (native coins' names), as knownChains.ts
export const chainFacts: Readonly<Record<number, ChainFacts>> = {
  1: fact('Ether', 'https://etherscan.io'),
  50: fact('XDC', 'https://xdcscan.com'),
  56: fact('BNB', 'https://bscscan.com'),
  223: fact('Bitcoin', 'https://explorer.bsquared.network', false),
  999: fact('HYPE', 'https://hyperevmscan.io'),
  1116: fact('Core', 'https://scan.coredao.org'),
  4200: fact('BTC', 'https://scan.merlinchain.io', false),
  4663: fact('Ether', 'https://robinhoodchain.blockscout.com'),
  8453: fact('Ether', 'https://basescan.org'),
  31337: fact('Ether', null),
  31338: fact('Ether', null),
  42161: fact('Ether', 'https://arbiscan.io'),
  60808: fact('ETH', 'https://explorer.gobob.xyz'),
  200901: fact('BTC', 'https://www.btrscan.com'),
}

function fact(
  nativeName: string,
  explorerUrl: string | null,
  hasMulticall = true,
): ChainFacts {
  return { nativeName, explorerUrl, hasRpc: true, hasMulticall }
}
