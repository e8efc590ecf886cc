// Reads every asset change of the payer's in the simulated swap's own logs
// (eth_simulateV1 with traceTransfers: native transfers appear as Transfer
// logs of the native sentinel), not only the balances the app can name: a
// program that spends another token the payer once approved to the router
// (USDT, say) instead of the sell token, sends native coin beyond the
// transaction's value, or grants an approval inside the swap is refused.
// Only the sell token may leave, only up to the amount shown; only the
// transaction's own value may leave in native coin. An Approval the sell
// token emits while the router spends it (the allowance lowered by exactly
// the amount, as some ERC-20s log) is no grant.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Abi,
  type Address,
  erc20Abi,
  erc721Abi,
  getAbiItem,
  getAddress,
  hexToBigInt,
  isAddressEqual,
  sliceHex,
  toEventSelector,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createFormatters } from '../../../lib/format'
import {
  fail,
  type GuardFailure,
  type GuardResult,
  type GuardWords,
  guardI18n,
  type SimulationEvidence,
  type SwapLog,
} from './types'

const eventSelector = (abi: Abi, name: string) =>
  toEventSelector(
    getAbiItem({ abi, name }) as Extract<Abi[number], { type: 'event' }>,
  )
// i18n-exempt: event names in the ERC-20 and ERC-721 ABIs, not words
const TRANSFER = eventSelector(erc20Abi, 'Transfer')
// i18n-exempt: as above
const APPROVAL = eventSelector(erc20Abi, 'Approval')
// i18n-exempt: as above
const APPROVAL_FOR_ALL = eventSelector(erc721Abi, 'ApprovalForAll')

type TokenUnit = { address: Address; symbol: string; decimals: number }

type CheckSwapLogsParameters = GuardWords & {
  simulation: SimulationEvidence
  payer: Address
  router: Address
  sellToken: TokenUnit
  amountWei: bigint
  /** The transaction's value: the only native coin that may leave. */
  valueWei: bigint
  nativeCurrency: { symbol: string; decimals: number }
}

const topicAddress = (topic: `0x${string}` | undefined): Address | null =>
  topic && topic.length === 66 ? sliceHex(topic, 12) : null

/** A Transfer's amount: the data word (ERC-20), else one item (ERC-721). */
const transferAmount = (log: SwapLog) =>
  log.data.length >= 66 ? hexToBigInt(sliceHex(log.data, 0, 32)) : 1n

const refuse = (reason: string, i18n: I18n): GuardFailure =>
  fail('debit', i18n._(msg`${reason} Nothing was sent to your wallet.`))

function findGrant(
  parameters: CheckSwapLogsParameters,
  i18n: I18n,
): GuardFailure | null {
  const { simulation, payer, router, sellToken, amountWei } = parameters
  for (const log of simulation.logs) {
    const [selector, ownerTopic, spenderTopic] = log.topics
    if (selector !== APPROVAL && selector !== APPROVAL_FOR_ALL) continue
    const owner = topicAddress(ownerTopic)
    if (!owner || !isAddressEqual(owner, payer)) continue
    const spender = getAddress(topicAddress(spenderTopic) ?? log.address)
    const before = simulation.allowanceBeforeWei
    const isSpendLogged =
      selector === APPROVAL &&
      isAddressEqual(log.address, sellToken.address) &&
      isAddressEqual(spender, router) &&
      before !== null &&
      before >= amountWei &&
      transferAmount(log) === before - amountWei
    if (isSpendLogged) continue
    const token = getAddress(log.address)
    return refuse(
      i18n._(
        msg`Simulated, this swap would let ${spender} spend your tokens at ${token}; a swap never grants an approval.`,
      ),
      i18n,
    )
  }
  return null
}

/** Every outflow of the payer's, totalled per token. */
function totalOutflows({ simulation, payer }: CheckSwapLogsParameters) {
  const totals = new Map<string, { token: Address; wei: bigint }>()
  for (const log of simulation.logs) {
    if (log.topics[0] !== TRANSFER) continue
    const from = topicAddress(log.topics[1])
    if (!from || !isAddressEqual(from, payer)) continue
    const id = log.address.toLowerCase()
    const total = totals.get(id) ?? { token: log.address, wei: 0n }
    totals.set(id, { ...total, wei: total.wei + transferAmount(log) })
  }
  return [...totals.values()]
}

function findForeignOutflow(
  parameters: CheckSwapLogsParameters,
  i18n: I18n,
): GuardFailure | null {
  const { sellToken, amountWei, valueWei, nativeCurrency } = parameters
  const format = createFormatters(i18n.locale)
  for (const { token: logged, wei } of totalOutflows(parameters)) {
    const token = getAddress(logged)
    if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) {
      if (wei <= valueWei) continue
      const taken = `${format.tokenAmount(wei, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
      const sent = `${format.tokenAmount(valueWei, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
      return refuse(
        i18n._(
          msg`Simulated, this swap would send ${taken} out of your wallet, beyond the ${sent} the transaction carries.`,
        ),
        i18n,
      )
    }
    if (isAddressEqual(token, sellToken.address)) {
      if (wei <= amountWei) continue
      const taken = `${format.tokenAmount(wei, sellToken.decimals)} ${sellToken.symbol}`
      const swapped = format.tokenAmount(amountWei, sellToken.decimals)
      return refuse(
        i18n._(
          msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
        ),
        i18n,
      )
    }
    const units = String(wei)
    return refuse(
      i18n._(
        msg`Simulated, this swap would also move ${units} (smallest units) of the token at ${token} out of your wallet, which you are not swapping.`,
      ),
      i18n,
    )
  }
  return null
}

/** Approvals granted first (the worse), then outflows beyond the screen. */
export function checkSwapLogs(
  parameters: CheckSwapLogsParameters,
): GuardResult {
  const i18n = guardI18n(parameters)
  return (
    findGrant(parameters, i18n) ??
    findForeignOutflow(parameters, i18n) ?? { ok: true }
  )
}
