// Where the bought token came from: the pool a sale of it would go back
// to. Every router kind, whatever its ABI (an opaque one included), ends a
// buy with a pool sending the bought token on, to the recipient or to the
// router that forwards it; the swap's own traced Transfer logs name that
// pool. The largest such transfer is the one that carried the buy (on a
// multi-hop route, the last hop's pool: earlier hops move other tokens).
// A mint (from the zero address), the router's own forwarding and the
// recipient's own transfers are no pool. Null where no log names one (the
// native coin bought, a token that logs nothing): the caller then says so.
import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  size,
  slice,
  zeroAddress,
} from 'viem'
import type { SwapLog } from './types'

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** The address in an indexed topic; null where the topic is not one. */
export const topicAddress = (topic: Hex | undefined): Address | null =>
  topic && size(topic) === 32 ? getAddress(slice(topic, 12)) : null

type ReadSourcePoolParameters = {
  logs: readonly SwapLog[]
  token: Address
  recipient: Address
  router: Address
}

export function readSourcePool({
  logs,
  token,
  recipient,
  router,
}: ReadSourcePoolParameters): Address | null {
  let source: Address | null = null
  let largestWei = 0n
  for (const log of logs) {
    if (!isAddressEqual(log.address, token)) continue
    if (log.topics[0] !== TRANSFER_TOPIC || size(log.data) !== 32) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (!from || !to) continue
    if (!isAddressEqual(to, recipient) && !isAddressEqual(to, router)) continue
    if ([zeroAddress, router, recipient].some((a) => isAddressEqual(from, a)))
      continue
    const wei = hexToBigInt(log.data)
    if (wei > largestWei) {
      largestWei = wei
      source = from
    }
  }
  return source
}
