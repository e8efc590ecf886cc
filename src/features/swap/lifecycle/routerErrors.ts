import { decodeErrorResult, type Hex, parseAbi } from 'viem'
import { formatTokenAmount } from '../../../lib/format'

/** Custom errors of the router (our devnet router; others fall back). */
export const routerErrorsAbi = parseAbi([
  'error Expired(uint256 deadline, uint256 timestamp)',
  'error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)',
  'error InvalidPath()',
  'error InvalidAmount()',
  'error TransferFailed(address token)',
])

type DescribeRouterRevertParameters = {
  data: Hex | null
  buyDecimals: number
  buySymbol: string
}

/** A revert's reason in plain words; null when it cannot be read. */
export function describeRouterRevert({
  data,
  buyDecimals,
  buySymbol,
}: DescribeRouterRevertParameters): string | null {
  if (!data || data === '0x') return null
  try {
    const error = decodeErrorResult({ abi: routerErrorsAbi, data })
    switch (error.errorName) {
      case 'InsufficientOutput': {
        const [out, min] = error.args
        const amount = (v: bigint) =>
          `${formatTokenAmount(v, buyDecimals)} ${buySymbol}`
        return `the price moved: the swap would pay ${amount(out)}, below your minimum of ${amount(min)} (slippage).`
      }
      case 'Expired':
        return 'the transaction was mined after its deadline.'
      case 'InvalidPath':
        return 'the route is invalid.'
      case 'InvalidAmount':
        return 'the amount is invalid.'
      case 'TransferFailed':
        return 'a token transfer failed (balance or allowance too low).'
    }
  } catch {
    return null
  }
}
