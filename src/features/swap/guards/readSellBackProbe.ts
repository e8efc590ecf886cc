// Reads the sell-back probe from the simulation's answer: a revert is a
// token its buyer cannot sell (a sale's first leg, the transfer to the
// pool, fails the same way), a success says how much of what was sent
// arrived. Where the destination's balance was read around the transfer
// (balanceOf before and after, in the probe's block), that is the arrival:
// a token's books, not what it chooses to log. Otherwise the token's own
// Transfer logs to the destination (traced by the node). A token that
// burns or diverts a share of the transfer shows it here, whatever the
// market did to the swap before it.
import type { I18n } from '@lingui/core'
import { type Address, type Hex, hexToBigInt, isAddressEqual, size } from 'viem'
import { TRANSFER_TOPIC, topicAddress } from './readSourcePool'
import { describeRevert } from './refuseSimulation'
import type { SellBackProbe, SwapLog } from './types'

type ProbeCall = {
  status: 'success' | 'failure'
  data: Hex
  logs?: readonly SwapLog[] | undefined
}

type ReadSellBackProbeParameters = {
  call: ProbeCall
  /** The destination's balanceOf, read just before and after the transfer. */
  balanceReads?: readonly [ProbeCall, ProbeCall] | undefined
  token: Address
  to: Address
  /** The pool the token came from, or the router where none was found. */
  destination: SellBackProbe['destination']
  sentWei: bigint
  i18n: I18n
}

const readBalance = (call: ProbeCall) =>
  call.status === 'success' && size(call.data) === 32
    ? hexToBigInt(call.data)
    : null

function arrivedByLogs(call: ProbeCall, token: Address, to: Address) {
  let arrivedWei = 0n
  for (const log of call.logs ?? []) {
    if (!isAddressEqual(log.address, token)) continue
    if (log.topics[0] !== TRANSFER_TOPIC || size(log.data) !== 32) continue
    const receiver = topicAddress(log.topics[2])
    if (receiver && isAddressEqual(receiver, to))
      arrivedWei += hexToBigInt(log.data)
  }
  return arrivedWei
}

export function readSellBackProbe({
  call,
  balanceReads,
  token,
  to,
  destination,
  sentWei,
  i18n,
}: ReadSellBackProbeParameters): SellBackProbe {
  if (call.status !== 'success') {
    return {
      status: 'reverted',
      destination,
      reason: describeRevert(call.data, i18n),
    }
  }
  const beforeWei = balanceReads ? readBalance(balanceReads[0]) : null
  const afterWei = balanceReads ? readBalance(balanceReads[1]) : null
  const arrivedWei =
    beforeWei !== null && afterWei !== null
      ? afterWei - beforeWei
      : arrivedByLogs(call, token, to)
  return { status: 'moved', destination, sentWei, arrivedWei }
}
