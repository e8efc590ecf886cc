/**
 * Gas of a swap through one pool, token to token, on the router the app
 * signs for on the devnet (devnet/contracts/Router.sol, one path of one
 * hop): above the most test/dom/singlePoolSwapGas.test.ts measured over
 * every devnet pool to a recipient that never held the token (93,000 to
 * 155,000 gas seen, as the pools' state moves with what ran before). The comparison panel charges the single pool
 * this much; the service gives no gas for a pool on its own. Native in or
 * out (wrapping) costs more, on both sides alike.
 */
export const SINGLE_POOL_SWAP_GAS = 170_000n
