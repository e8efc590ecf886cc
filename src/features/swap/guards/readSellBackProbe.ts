// Reads the sell-back probe's call from the simulation's answer: a revert
// is a token its buyer cannot move (a sale would fail the same way), a
// success says how much of what was sent arrived, from the token's own
// Transfer logs to the destination (traced by the node). A token that
// burns or diverts a share of every transfer shows it here, whatever the
// market did to the swap before it.
import type { I18n } from '@lingui/core'
import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  size,
  slice,
} from 'viem'
import { describeRevert } from './refuseSimulation'
import type { SellBackProbe, SwapLog } from './types'

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

type ProbeCall = {
  status: 'success' | 'failure'
  data: Hex
  logs?: readonly SwapLog[] | undefined
}

type ReadSellBackProbeParameters = {
  call: ProbeCall
  token: Address
  to: Address
  sentWei: bigint
  i18n: I18n
}

const topicAddress = (topic: Hex | undefined) =>
  topic && size(topic) === 32 ? slice(topic, 12) : null

export function readSellBackProbe({
  call,
  token,
  to,
  sentWei,
  i18n,
}: ReadSellBackProbeParameters): SellBackProbe {
  if (call.status !== 'success') {
    return { status: 'reverted', reason: describeRevert(call.data, i18n) }
  }
  let arrivedWei = 0n
  for (const log of call.logs ?? []) {
    if (!isAddressEqual(log.address, token)) continue
    if (log.topics[0] !== TRANSFER_TOPIC || size(log.data) !== 32) continue
    const receiver = topicAddress(log.topics[2])
    if (receiver && isAddressEqual(receiver, to))
      arrivedWei += hexToBigInt(log.data)
  }
  return { status: 'moved', sentWei, arrivedWei }
}
