import {
  type Address,
  decodeEventLog,
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseAbi,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'

/** The router's event, from the service's notes and our devnet router. */
export const routerSwapEventAbi = parseAbi([
  'event Swap(address indexed _from, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 fee)',
])

export type ReceiptLog = { address: Address; data: Hex; topics: readonly Hex[] }

type DecodeReceivedAmountParameters = {
  logs: readonly ReceiptLog[]
  router: Address
  recipient: Address
  /** The quote's buy token; the native sentinel for native output. */
  buyToken: Address
}

type DecodeReceivedAmountReturnType = {
  amountWei: bigint
  source: 'transfer' | 'swap-event'
} | null

function decodeLog<const abi extends readonly unknown[]>(
  abi: abi,
  log: ReceiptLog,
) {
  try {
    return decodeEventLog({
      abi,
      data: log.data,
      topics: log.topics as [Hex, ...Hex[]],
    })
  } catch {
    return null
  }
}

function sumTransfers({
  logs,
  recipient,
  buyToken,
}: DecodeReceivedAmountParameters) {
  let total: bigint | null = null
  for (const log of logs) {
    if (!isAddressEqual(log.address, buyToken)) continue
    const event = decodeLog(erc20Abi, log)
    if (event?.eventName !== 'Transfer') continue
    if (!isAddressEqual(event.args.to, recipient)) continue
    total = (total ?? 0n) + event.args.value
  }
  return total
}

function sumSwapEvents({
  logs,
  router,
  buyToken,
}: DecodeReceivedAmountParameters) {
  let total: bigint | null = null
  for (const log of logs) {
    if (!isAddressEqual(log.address, router)) continue
    const event = decodeLog(routerSwapEventAbi, log)
    if (!event || !isAddressEqual(event.args.tokenOut, buyToken)) continue
    total = (total ?? 0n) + event.args.amountOut
  }
  return total
}

/**
 * What the recipient actually received, from the receipt's logs. For an
 * ERC-20 output, the token's own Transfer events to the recipient (what
 * arrived, even for tokens that take a fee on transfer); otherwise, and for
 * native output (which has no Transfer), the router's Swap event. Logs from
 * any other contract are ignored: only the token and the registry router
 * are believed. Null when neither says anything.
 */
export function decodeReceivedAmount(
  parameters: DecodeReceivedAmountParameters,
): DecodeReceivedAmountReturnType {
  if (!isAddressEqual(parameters.buyToken, NATIVE_TOKEN_ADDRESS)) {
    const transferred = sumTransfers(parameters)
    if (transferred !== null) {
      return { amountWei: transferred, source: 'transfer' }
    }
  }
  const swapped = sumSwapEvents(parameters)
  return swapped === null ? null : { amountWei: swapped, source: 'swap-event' }
}
