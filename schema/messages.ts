/** The service's 400 and 404 messages, verbatim from the spec's tables. */
export const specMessages = {
  srcNotAddress: 'src must be an Ethereum address',
  dstNotAddress: 'dst must be an Ethereum address',
  amountNotPositive: 'amount should be positive integer string',
  noRoute: 'No route found for the given token pair',
  notEnoughBalance: (current: string) =>
    `Not enough balance. Current balance: ${current}`,
  notEnoughAllowance: (current: string) =>
    `Not enough allowance. Current allowance: ${current}`,
  slippageTooHigh: 'slippage must not be greater than 50',
  chainNotFound: 'Chain not found',
  tokenNotFound: 'Token not found',
  noSpender: 'No spender contract found',
} as const
