// Path A of measureSwap: one eth_simulateV1, in validation mode, that a
// contract on the route cannot tell from the real transaction by address,
// balance or block. Three transactions in the next block as it will be
// (number, timestamp, base fee and fee recipient of latest + 1, the base
// fee as the node predicts it): the
// probe's reading (its code placed by a state override at a fresh random
// address, called from another fresh random account holding an ordinary
// balance), the exact swap from the payer at its pending nonce with its
// own gas, value and fee fields, and the reading again. Every transfer is
// traced (`traceTransfers`: native ones appear as logs of the native
// sentinel), so what the swap moves out of the payer is read from its
// logs, not only from the balances the app can name. The listed tokens
// the payer approved to the router (one eth_call first) are read around
// the swap too, and the sell token's allowance to the router.
// Then the sell-back probe, a sale's first leg: the recipient, where it is
// the payer, sends a small amount of the bought token back to the pool it
// came from (readSourcePool.ts reads it from the swap's logs), in a block
// of its own after the measured one (nothing in it can touch what was
// measured), the pool's balance of the token read just before and after
// (readSellBackProbe.ts). The pool is known only once the swap has been
// simulated, so this is a second eth_simulateV1: the measured block again,
// from the same parent block, then the probe's. Its block's base fee and
// gas prices are 0, so it needs no coin: a payer who can just afford the
// swap is not refused for the probe; a node that refuses the probe's call
// leaves the token unjudged, never the swap unchecked.
import type { I18n } from '@lingui/core'
import {
  type Address,
  bytesToHex,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddressEqual,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { swapProbeAbi, swapProbeDeployedBytecode } from './generated/swapProbe'
import { readSellBackProbe } from './readSellBackProbe'
import { readSourcePool } from './readSourcePool'
import { readRevert, refuseSimulation } from './refuseSimulation'
import {
  type GuardFailure,
  guardI18n,
  type MeasureSwapParameters,
  type SellBackProbe,
  type SimulatedBlock,
  type SwapBalances,
  type SwapFeeFields,
  type SwapLog,
  type SwapMeasurement,
} from './types'

/** Gas for the sell-back probe's transfer: any token's, taxed or hooked. */
const SELL_BACK_GAS = 300_000n

/** Gas for one reading: a few cold reads, and a share per watched token. */
const READ_GAS = 200_000n
const READ_GAS_PER_TOKEN = 20_000n
/** The reader's caller holds its reads' fee and up to one coin beside. */
const CALLER_SPARE_WEI_BOUND = 10n ** 18n

/** A fresh address: nothing on chain has seen it, nothing can expect it. */
export function randomAddress(): Address {
  return getAddress(bytesToHex(crypto.getRandomValues(new Uint8Array(20))))
}

function randomBelow(bound: bigint): bigint {
  const [value = 0n] = crypto.getRandomValues(new BigUint64Array(1))
  return value % bound
}

/** The most the payer may pay per gas: gasPrice, else maxFeePerGas. */
export const maxFeePerGasOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas

/** The fee fields as viem's call and simulateBlocks take them. */
export const feeRequestOf = (fees: SwapFeeFields) =>
  'gasPrice' in fees
    ? ({ type: 'legacy', gasPrice: fees.gasPrice } as const)
    : ({
        type: 'eip1559',
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      } as const)

/** What the payer pays per gas in a block with this base fee. */
export function effectiveGasPrice(
  fees: SwapFeeFields,
  baseFeePerGas: bigint | null,
) {
  if ('gasPrice' in fees) return fees.gasPrice
  if (baseFeePerGas === null) return fees.maxFeePerGas
  const tipped = baseFeePerGas + fees.maxPriorityFeePerGas
  return tipped < fees.maxFeePerGas ? tipped : fees.maxFeePerGas
}

type ParentBlock = {
  number: bigint
  timestamp: bigint
  baseFeePerGas: bigint | null
  gasUsed: bigint
  gasLimit: bigint
  miner: Address
}

/** EIP-1559: the base fee moves by at most 1/8 toward the gas target. */
function getNextBaseFee({
  baseFeePerGas: base,
  gasUsed,
  gasLimit,
}: ParentBlock) {
  if (base === null) return null
  const target = gasLimit / 2n
  if (target === 0n || gasUsed === target) return base
  if (gasUsed > target) {
    const delta = (base * (gasUsed - target)) / target / 8n
    return base + (delta > 1n ? delta : 1n)
  }
  return base - (base * (target - gasUsed)) / target / 8n
}

/**
 * The next block's base fee as the node itself predicts it (the last entry
 * of eth_feeHistory: chains tune EIP-1559's parameters), else EIP-1559's
 * own rule from the latest block.
 */
async function readNextBaseFee(
  client: MeasureSwapParameters['client'],
  parent: ParentBlock,
): Promise<bigint | null> {
  if (parent.baseFeePerGas === null) return null
  const predicted = await client
    .getFeeHistory({ blockCount: 1, rewardPercentiles: [] })
    .then(({ baseFeePerGas }) => baseFeePerGas.at(-1) ?? null)
    .catch(() => null)
  return predicted ?? getNextBaseFee(parent)
}

/**
 * The next block's fields: a simulated block left at its defaults differs
 * (a zero fee recipient, say). The timestamp is the earliest the next block
 * can carry, from the chain's own clock: this device's may be off by hours,
 * and a deadline checked against it would fail an honest swap.
 */
async function readNextBlock(
  client: MeasureSwapParameters['client'],
): Promise<SimulatedBlock> {
  const latest = await client.getBlock({ blockTag: 'latest' })
  const parent = {
    number: latest.number ?? 0n,
    timestamp: latest.timestamp,
    baseFeePerGas: latest.baseFeePerGas ?? null,
    gasUsed: latest.gasUsed,
    gasLimit: latest.gasLimit,
    miner: latest.miner,
  }
  return {
    number: parent.number + 1n,
    timestamp: parent.timestamp + 1n,
    baseFeePerGas: await readNextBaseFee(client, parent),
    feeRecipient: parent.miner,
  }
}

const isNative = (token: Address) => isAddressEqual(token, NATIVE_TOKEN_ADDRESS)

/** The watched tokens the payer has approved to the router: one eth_call. */
async function findApprovedTokens(
  parameters: MeasureSwapParameters,
): Promise<Address[]> {
  const { client, payer, sellToken, tx } = parameters
  const candidates = (parameters.watchedTokens ?? []).filter(
    (token) => !isNative(token) && !isAddressEqual(token, sellToken),
  )
  if (candidates.length === 0) return []
  const reader = randomAddress()
  const { data } = await client.call({
    to: reader,
    data: encodeFunctionData({
      abi: swapProbeAbi,
      functionName: 'readState',
      args: [[], [], candidates, payer, tx.to],
    }),
    blockTag: 'latest',
    stateOverride: [{ address: reader, code: swapProbeDeployedBytecode }],
  })
  if (!data) return []
  const [, allowances] = decodeFunctionResult({
    abi: swapProbeAbi,
    functionName: 'readState',
    data,
  })
  return candidates.filter((_, index) => (allowances[index] ?? 0n) > 0n)
}

type Reading = {
  balances: SwapBalances
  watched: bigint[]
  allowance: bigint | null
}

function decodeReading(data: `0x${string}`, hasAllowance: boolean): Reading {
  const [balances, allowances] = decodeFunctionResult({
    abi: swapProbeAbi,
    functionName: 'readState',
    data,
  })
  const [payerNativeWei = 0n, payerSellWei = 0n, payerBuyWei = 0n] = balances
  const recipientBuyWei = balances[3] ?? 0n
  return {
    balances: { payerNativeWei, payerSellWei, payerBuyWei, recipientBuyWei },
    watched: balances.slice(4),
    allowance: hasAllowance ? (allowances[0] ?? 0n) : null,
  }
}

/**
 * The balances, logs and allowances around the exact transaction. Throws
 * what the node throws (the caller tells a missing method from others).
 */
export async function simulateSwap(
  parameters: MeasureSwapParameters,
): Promise<SwapMeasurement | GuardFailure> {
  const { client, tx, payer, recipient, sellToken, buyToken } = parameters
  const i18n = guardI18n(parameters)
  const [block, nonce, approved] = await Promise.all([
    readNextBlock(client),
    client.getTransactionCount({ address: payer, blockTag: 'pending' }),
    findApprovedTokens(parameters),
  ])
  const fees = feeRequestOf(tx.fees)
  const reader = randomAddress()
  const caller = randomAddress()
  const readGas = READ_GAS + READ_GAS_PER_TOKEN * BigInt(approved.length)
  const callerBalanceWei =
    2n * readGas * maxFeePerGasOf(tx.fees) + randomBelow(CALLER_SPARE_WEI_BOUND)
  const hasAllowance = !isNative(sellToken)
  const readData = encodeFunctionData({
    abi: swapProbeAbi,
    functionName: 'readState',
    args: [
      [NATIVE_TOKEN_ADDRESS, sellToken, buyToken, buyToken, ...approved],
      [payer, payer, payer, recipient, ...approved.map(() => payer)],
      hasAllowance ? [sellToken] : [],
      payer,
      tx.to,
    ],
  })
  const read = (callerNonce: number) => ({
    account: caller,
    to: reader,
    data: readData,
    gas: readGas,
    nonce: callerNonce,
    ...fees,
  })
  const { to, data, value, gas } = tx
  // The batch's own calls first (its approval), each the payer's next nonce.
  const preceding = (parameters.precedingCalls ?? []).map((call, index) => ({
    account: payer,
    to: call.to,
    data: call.data,
    nonce: nonce + index,
    ...fees,
  }))
  const swapCall = {
    account: payer,
    to,
    data,
    value,
    gas,
    nonce: nonce + preceding.length,
    ...fees,
  }
  const measuredBlock = {
    blockOverrides: {
      number: block.number,
      time: block.timestamp,
      feeRecipient: block.feeRecipient,
      ...(block.baseFeePerGas === null
        ? {}
        : { baseFeePerGas: block.baseFeePerGas }),
    },
    stateOverrides: [
      { address: reader, code: swapProbeDeployedBytecode },
      { address: caller, balance: callerBalanceWei },
    ],
    calls: [...preceding, read(0), swapCall, read(1)],
  }
  // Pinned to the parent block: the probe's call repeats exactly this one.
  const simulate = (blocks: SimulatedBlocks) =>
    client.simulateBlocks({
      blockNumber: block.number - 1n,
      validation: true,
      traceTransfers: true,
      blocks,
    })
  const [simulated] = await simulate([measuredBlock])
  const results = simulated?.calls ?? []
  const failedFirst = results
    .slice(0, preceding.length)
    .find((call) => call.status !== 'success')
  if (failedFirst) {
    return refuseSimulation(
      { kind: 'reverted', revert: readRevert(failedFirst.data) },
      i18n,
    )
  }
  const [before, swap, after] = results.slice(preceding.length)
  if (!before || !swap || !after) {
    return refuseSimulation({ kind: 'no-result' }, i18n)
  }
  if (swap.status !== 'success')
    return refuseSimulation(
      { kind: 'reverted', revert: readRevert(swap.data) },
      i18n,
    )
  const unread = [before, after].find((reading) => reading.status !== 'success')
  if (unread) return refuseSimulation({ kind: 'unread' }, i18n)
  const first = decodeReading(before.data, hasAllowance)
  const last = decodeReading(after.data, hasAllowance)
  const price = effectiveGasPrice(tx.fees, block.baseFeePerGas)
  return {
    method: 'eth_simulateV1',
    before: first.balances,
    after: last.balances,
    feePaidWei: swap.gasUsed * price,
    feeAllowanceWei: tx.gas * maxFeePerGasOf(tx.fees),
    gasUsed: swap.gasUsed,
    effectiveGasPriceWei: price,
    simulation: {
      logs: (swap.logs ?? []).map(({ address, topics, data }) => ({
        address,
        topics,
        data,
      })),
      watched: approved.map((token, index) => ({
        token,
        beforeWei: first.watched[index] ?? 0n,
        afterWei: last.watched[index] ?? 0n,
      })),
      allowanceBeforeWei: first.allowance,
      allowanceAfterWei: last.allowance,
      block,
      reader: { address: reader, caller, callerBalanceWei },
      nonce,
      sellBack: await probeSellBack({
        ...parameters,
        i18n,
        simulate,
        measuredBlock,
        swapLogs: swap.logs ?? [],
        caller,
        callerNonce: 2,
        recipientNonce: nonce + preceding.length + 1,
      }),
    },
  }
}

type SimulatedBlocks = Parameters<
  MeasureSwapParameters['client']['simulateBlocks']
>[0]['blocks']

type ProbeSellBackParameters = MeasureSwapParameters & {
  i18n: I18n
  simulate: (
    blocks: SimulatedBlocks,
  ) => ReturnType<MeasureSwapParameters['client']['simulateBlocks']>
  measuredBlock: SimulatedBlocks[number] & { blockOverrides: BlockOverrides }
  swapLogs: readonly SwapLog[]
  caller: Address
  callerNonce: number
  recipientNonce: number
}

type BlockOverrides = {
  number: bigint
  time: bigint
  feeRecipient: Address
}

/**
 * The sell-back probe, run only for an ERC-20 bought by the payer itself
 * (another recipient's account may not pass the node's validation). Null
 * where it is not run or the node refuses it: the token is then not
 * judged.
 */
async function probeSellBack(
  parameters: ProbeSellBackParameters,
): Promise<SellBackProbe | null> {
  const { payer, recipient, buyToken, tx, measuredBlock, swapLogs } = parameters
  const sentWei = parameters.sellBackWei ?? 0n
  if (sentWei <= 0n || isNative(buyToken) || !isAddressEqual(payer, recipient))
    return null
  const pool = readSourcePool({
    logs: swapLogs,
    token: buyToken,
    recipient,
    router: tx.to,
  })
  // No pool named by the swap's logs (a token that logs nothing): the
  // transfer goes to the router instead, as far as a sale can be followed
  // without one, and the probe says so (`destination: 'router'`).
  const destination = pool ?? tx.to
  const free =
    'gasPrice' in tx.fees
      ? ({ type: 'legacy', gasPrice: 0n } as const)
      : ({
          type: 'eip1559',
          maxFeePerGas: 0n,
          maxPriorityFeePerGas: 0n,
        } as const)
  const readDestination = (nonce: number) => ({
    account: parameters.caller,
    to: buyToken,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [destination],
    }),
    gas: READ_GAS,
    nonce,
    ...free,
  })
  const { number, time, feeRecipient } = measuredBlock.blockOverrides
  const hasBaseFee = 'baseFeePerGas' in measuredBlock.blockOverrides
  const probeBlock = {
    blockOverrides: {
      number: number + 1n,
      time: time + 1n,
      feeRecipient,
      ...(hasBaseFee ? { baseFeePerGas: 0n } : {}),
    },
    calls: [
      readDestination(parameters.callerNonce),
      {
        account: recipient,
        to: buyToken,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [destination, sentWei],
        }),
        gas: SELL_BACK_GAS,
        nonce: parameters.recipientNonce,
        ...free,
      },
      readDestination(parameters.callerNonce + 1),
    ],
  }
  const answer = await parameters
    .simulate([measuredBlock, probeBlock])
    .catch(() => null)
  const [again, probed] = answer ?? []
  // The measured block must have run as before for the probe to mean
  // anything; a node that answers otherwise leaves the token unjudged.
  const swapAgain = again?.calls.find((call) => call.status !== 'success')
  const [before, transfer, after] = probed?.calls ?? []
  if (swapAgain || !before || !transfer || !after) return null
  return readSellBackProbe({
    call: transfer,
    balanceReads: [before, after],
    token: buyToken,
    to: destination,
    destination: pool ? 'pool' : 'router',
    sentWei,
    i18n: parameters.i18n,
  })
}
