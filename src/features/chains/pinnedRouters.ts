// The routers this app signs for, reviewed and kept in the source. The chain
// registry comes from the same service that builds the transactions, so a
// compromised service or proxy could list its own contract with its own (true)
// code hash; only a table it cannot change lets the app say no on its own.
import type { Abi, Address, Hex } from 'viem'

export type PinnedRouter = {
  address: Address
  /** keccak256 of the deployed runtime code; null when nobody has checked it. */
  codeHash: Hex | null
  /** The router's swap function, where known: its calldata can be decoded. */
  swapAbi: Abi | null
  /** Where the entry comes from, for the next reviewer. */
  source: string
}

/**
 * `swap` of devnet/contracts/Router.sol, copied from the generated ABI (browser
 * code never imports devnet/; a test holds the copy equal to the generated).
 */
export const devnetRouterSwapAbi = [
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'tokenIn', type: 'address', internalType: 'address' },
      { name: 'tokenOut', type: 'address', internalType: 'address' },
      { name: 'amountIn', type: 'uint256', internalType: 'uint256' },
      { name: 'minAmountOut', type: 'uint256', internalType: 'uint256' },
      { name: 'recipient', type: 'address', internalType: 'address' },
      { name: 'deadline', type: 'uint256', internalType: 'uint256' },
      {
        name: 'paths',
        type: 'tuple[]',
        internalType: 'struct Router.Path[]',
        components: [
          { name: 'amountIn', type: 'uint256', internalType: 'uint256' },
          {
            name: 'hops',
            type: 'tuple[]',
            internalType: 'struct Router.Hop[]',
            components: [
              { name: 'pool', type: 'address', internalType: 'address' },
              { name: 'kind', type: 'uint8', internalType: 'uint8' },
              { name: 'tokenOut', type: 'address', internalType: 'address' },
            ],
          },
        ],
      },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256', internalType: 'uint256' }],
  },
] as const satisfies Abi

export const pinnedRouters: Readonly<Record<number, PinnedRouter>> = {
  31337: {
    // The devnet deploys from a fixed key at fixed nonces, so the address
    // and code are the same on every start (pinnedRouters.test.ts deploys it).
    address: '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e',
    codeHash:
      '0x4e3bfb948c1b29554fdfee8947ba79716cb48e902112325488936587f066ce29',
    swapAbi: devnetRouterSwapAbi,
    source: 'devnet/contracts/Router.sol, deployed by devnet/world.ts',
  },
  31338: {
    // Devnet B stands for chain 999: a router whose ABI the app does not
    // know (devnet/contracts/PackedRouter.sol reads a packed program from
    // its fallback), so no calldata is decoded and every swap there rests on
    // the simulation. Unlike 999 its code hash is known: the devnet deploys
    // it from a fixed key at fixed nonces (pinnedRouters.test.ts deploys it).
    address: '0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf',
    codeHash:
      '0xb69608027a5af6907a4bf1c0804748815106c3cceee7af63f8c48c9b3eb7be55',
    swapAbi: null,
    source: 'devnet/contracts/PackedRouter.sol, deployed by devnet/world.ts',
  },
  999: {
    address: '0xcce7452db4392b40aa0e1592a7c486e13bf69654',
    // Not known: no published, reviewed runtime code for it yet.
    codeHash: null,
    swapAbi: null,
    source: "the service's public docs and client code (known routers)",
  },
}
