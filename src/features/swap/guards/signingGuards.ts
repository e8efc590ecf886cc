// What the app checks before it asks a wallet to sign, one entry point per
// transaction, each answering with a verdict: checkApproval before an
// approval (or a reset to zero), checkSwap before the swap, running the
// guards of this folder in their order (README.md beside it). The first
// refusal stops the flow before the wallet is asked ("Nothing was sent to
// your wallet"). Both go to the router verifyRouter holds to the reviewed
// table (../../chains, pinnedRouters.ts) and to its code hash.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  maxUint256,
  type PublicClient,
} from 'viem'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { checkPinnedRouter } from '../../chains'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import { checkFees, checkSwapMeasurement } from './checkMeasuredSwap'
import { checkRouterCodeHash } from './checkRouterCodeHash'
import { checkSwapCalldata, checkSwapTransaction } from './checkSwapTransaction'
import { measureSwap } from './measureSwap'
import {
  type GuardFailure,
  type GuardResult,
  type GuardWords,
  guardI18n,
  type SwapTransactionFields,
} from './types'

// The router -------------------------------------------------------------

/** The chain a transaction goes to, as the registry gives its router. */
export type SigningChain = {
  id: number
  routerAddress: Address
  routerCodeHash: Hex | null
  /** The person accepted this chain's router as not independently verified. */
  isRouterAcknowledged?: boolean | undefined
}

type RouterParameters = GuardWords & {
  chain: SigningChain
  /**
   * The router's verdict per chain, kept by the flow (never in a module):
   * its code is read once per flow per chain.
   */
  verifiedRouters: Map<string, Promise<GuardResult>>
}

/** The registry's router held to the reviewed table. */
export function pinRouter({
  i18n,
  chain,
}: GuardWords & { chain: SigningChain }) {
  return checkPinnedRouter({
    i18n: guardI18n({ i18n }),
    chainId: chain.id,
    routerAddress: chain.routerAddress,
    routerCodeHash: chain.routerCodeHash,
  })
}

/**
 * The pinned table first (a mismatch refuses the chain, an unlisted chain
 * needs the person's acknowledgement), then checkRouterCodeHash on
 * eth_getCode with the pinned hash, once per flow per chain.
 */
export function verifyRouter(
  parameters: RouterParameters & {
    /** The chain's client, asked for the router's code once per flow. */
    client: () => Pick<PublicClient, 'getCode'>
  },
): Promise<GuardResult> {
  const { chain, verifiedRouters } = parameters
  const i18n = guardI18n(parameters)
  const pinned = pinRouter({ i18n, chain })
  if (pinned.status === 'mismatch') {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  if (pinned.status === 'unpinned' && !chain.isRouterAcknowledged) {
    const { message } = pinned
    return Promise.resolve({ ok: false, check: 'router', message })
  }
  const expectedHash =
    pinned.status === 'ok' ? pinned.codeHash : chain.routerCodeHash
  const id = `${chain.id}:${chain.routerAddress.toLowerCase()}`
  let verdict = verifiedRouters.get(id)
  if (!verdict) {
    verdict = parameters
      .client()
      .getCode({ address: chain.routerAddress })
      .then((code) => checkRouterCodeHash({ code, expectedHash, i18n }))
    verifiedRouters.set(id, verdict)
    // A failed read is not a verdict: ask again next time.
    verdict.catch(() => verifiedRouters.delete(id))
  }
  return verdict
}

// The approval -----------------------------------------------------------
// An approval the app built itself (approve(pinned router, amount)) is
// still decoded and held to the registry's router before the wallet sees
// it: another spender, another call than approve, or more than the person
// chose must never reach a signature.

export type CheckApprovalTransactionParameters = GuardWords & {
  approvalTx: { to: Address; data: Hex; value: string | bigint }
  /** The token being sold. */
  token: Address
  /** The chain registry's router: the only spender we ever approve. */
  registryRouter: Address
  /** Exact amount in the token's smallest unit (0n for a reset). */
  expectedAmount: bigint | 'unlimited'
}

const fail = (check: GuardFailure['check'], message: string): GuardFailure => ({
  ok: false,
  check,
  message,
})

function decodeApprove(rawData: Hex) {
  const data = rawData.toLowerCase() as Hex
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName !== 'approve') return null
    const [spender, amount] = call.args
    // Only the plain encoding: no trailing bytes riding along.
    const canonical = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
    })
    return canonical === data ? { spender, amount } : null
  } catch {
    return null
  }
}

const describeAmount = (amount: bigint, i18n: I18n) => {
  if (amount === maxUint256) return i18n._(msg`an unlimited amount`)
  const units = String(amount)
  return i18n._(msg`${units} (smallest units)`)
}

/** The approval's calldata decoded, never trusted: spender, amount, no value. */
export function checkApprovalTransaction(
  parameters: CheckApprovalTransactionParameters,
): GuardResult {
  const { approvalTx, token, registryRouter, expectedAmount } = parameters
  const i18n = guardI18n(parameters)
  if (!isAddressEqual(approvalTx.to, token)) {
    const to = approvalTx.to
    return fail(
      'approval-target',
      i18n._(
        msg`The approval is addressed to ${to}, not to the token you are selling (${token}).`,
      ),
    )
  }
  const call = decodeApprove(approvalTx.data)
  if (!call) {
    return fail(
      'approval-selector',
      i18n._(
        msg`The approval transaction does not call approve on the token; it would do something else.`,
      ),
    )
  }
  if (!isAddressEqual(call.spender, registryRouter)) {
    const spender = call.spender
    return fail(
      'spender',
      i18n._(
        msg`The approval would let ${spender} spend your tokens, not the swap router registered for this network (${registryRouter}).`,
      ),
    )
  }
  const wanted = expectedAmount === 'unlimited' ? maxUint256 : expectedAmount
  if (call.amount !== wanted) {
    const approved = describeAmount(call.amount, i18n)
    const chosen = describeAmount(wanted, i18n)
    return fail(
      'approval-amount',
      i18n._(
        msg`The approval is for ${approved}, not for ${chosen} as you chose.`,
      ),
    )
  }
  if (BigInt(approvalTx.value) !== 0n) {
    return fail(
      'approval-amount',
      i18n._(
        msg`The approval would also send native tokens; an approval never sends any.`,
      ),
    )
  }
  return { ok: true }
}

type CheckApprovalParameters = RouterParameters & {
  client: () => Pick<PublicClient, 'getCode'>
  /** The network the wallet is on; null when it is on none. */
  walletChainId: number | null
  approvalTx: CheckApprovalTransactionParameters['approvalTx']
  /** The token being sold. */
  token: Address
  /** Exact amount in the token's smallest unit (0n for a reset). */
  expectedAmount: bigint | 'unlimited'
}

/** Before an approval: the wallet's network, the router, the approval. */
export async function checkApproval(
  parameters: CheckApprovalParameters,
): Promise<GuardResult> {
  const { chain, walletChainId } = parameters
  const i18n = guardI18n(parameters)
  if (walletChainId !== chain.id) {
    const chainId = String(chain.id)
    const message = i18n._(
      msg`Your wallet is on another network. Switch to network ${chainId} to continue.`,
    )
    return { ok: false, check: 'chain', message }
  }
  const router = await verifyRouter(parameters)
  if (!router.ok) return router
  return checkApprovalTransaction({
    i18n,
    approvalTx: parameters.approvalTx,
    token: parameters.token,
    registryRouter: chain.routerAddress,
    expectedAmount: parameters.expectedAmount,
  })
}

// The swap ---------------------------------------------------------------

/** The fields the wallet is asked to sign, exactly as they will be sent. */
export type SignedSwapTransaction = {
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

type TokenUnit = { address: Address; symbol: string; decimals: number }

type CheckSwapParameters = RouterParameters & {
  client: () => PublicClient
  walletChainId: number | null
  quote: PartnerQuoteResponse
  /** Local time the quote arrived; corrects for a skewed local clock. */
  receivedAtMs: number
  /** The quote's transaction as the wallet will be asked to sign it. */
  signed: SignedSwapTransaction
  /** What the person sees on screen. */
  expected: {
    sellToken: TokenUnit
    buyToken: TokenUnit
    amountWei: bigint
    payer: Address
    recipient: Address
    slippagePercent: string
  }
}

/** What the swap goes on with once every check passed, or the refusal. */
export type SwapVerdict =
  | {
      ok: true
      simulatedAmountOutWei: bigint | null
      notes: string[]
      isGasFromWallet: boolean
    }
  | GuardFailure

/** What the person sees, its tokens by address. */
const shownAddresses = (expected: CheckSwapParameters['expected']) => ({
  sellToken: expected.sellToken.address,
  buyToken: expected.buyToken.address,
  amountWei: expected.amountWei,
  payer: expected.payer,
  recipient: expected.recipient,
})

/** A chain without viem's definition still names its coin somehow. */
const NATIVE_FALLBACK = { symbol: 'native coin', decimals: 18 }

async function readNetworkFees(client: PublicClient) {
  const [block, gasPrice, maxPriorityFeePerGas] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.getGasPrice(),
    client
      .request({ method: 'eth_maxPriorityFeePerGas' })
      .then(hexToBigInt, () => null),
  ])
  return {
    baseFeePerGas: block.baseFeePerGas ?? null,
    gasPrice,
    maxPriorityFeePerGas,
    blockGasLimit: block.gasLimit,
  }
}

/**
 * The signed transaction with the fee fields the simulation needs: an
 * eip1559 quote that leaves one out is measured at its `gasPrice` (the
 * quote's, `quotedGasPrice`) as the maximum fee and no tip.
 */
export function toMeasuredTransaction(
  signed: SignedSwapTransaction,
  quotedGasPrice: string,
): SwapTransactionFields {
  const { to, data, value, gas } = signed
  const fees =
    signed.gasPrice !== undefined
      ? { gasPrice: signed.gasPrice }
      : {
          maxFeePerGas: signed.maxFeePerGas ?? BigInt(quotedGasPrice),
          maxPriorityFeePerGas: signed.maxPriorityFeePerGas ?? 0n,
        }
  return { to, data, value, gas, fees }
}

/** Calldata, own measurement and fees: what the chain itself says. */
async function checkOnChainEvidence(
  parameters: CheckSwapParameters,
): Promise<SwapVerdict> {
  const { quote, signed, expected } = parameters
  const i18n = guardI18n(parameters)
  const pinned = pinRouter({ i18n, chain: parameters.chain })
  const calldata = checkSwapCalldata({
    i18n,
    tx: quote.tx,
    swapAbi: pinned.status === 'ok' ? pinned.router.swapAbi : null,
    expected: {
      ...shownAddresses(expected),
      slippagePercent: expected.slippagePercent,
    },
    dstAmountWei: BigInt(quote.dstAmount),
    validForSeconds: quote.validForSeconds,
    nowMs: Date.now(),
  })
  if (!calldata.ok) return calldata
  const client = parameters.client()
  const [measured, network] = await Promise.all([
    measureSwap({
      i18n,
      client,
      payer: expected.payer,
      recipient: expected.recipient,
      sellToken: expected.sellToken.address,
      buyToken: expected.buyToken.address,
      tx: toMeasuredTransaction(signed, quote.tx.gasPrice),
    }),
    readNetworkFees(client),
  ])
  const fees = checkFees({
    i18n,
    tx: signed,
    network,
    simulatedGas: measured.ok ? measured.measurement.gasUsed : null,
  })
  if (fees.status === 'refuse') {
    const { check, message } = fees
    return { ok: false, check, message }
  }
  if (!measured.ok) return measured
  const outcome = checkSwapMeasurement({
    i18n,
    measurement: measured.measurement,
    expected,
    nativeCurrency: client.chain?.nativeCurrency ?? NATIVE_FALLBACK,
    floorWei: getMinimumReceived({
      dstAmount: BigInt(quote.dstAmount),
      minAmountOut: null,
      slippagePercent: expected.slippagePercent,
    }).amount,
    quoteMinimumWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
  })
  if (!outcome.ok) return outcome
  const isRouterCodePinned = pinned.status === 'ok' && pinned.isCodeHashPinned
  const notes = [
    ...(isRouterCodePinned
      ? []
      : [
          'router code not independently verified (only the service vouches for it)',
        ]),
    ...(calldata.isDecoded ? [] : [calldata.note]),
    ...(fees.status === 'use-wallet-estimate' ? [fees.reason] : []),
  ]
  return {
    ok: true,
    simulatedAmountOutWei: outcome.receivedWei,
    notes,
    isGasFromWallet: fees.status === 'use-wallet-estimate',
  }
}

/**
 * Before the swap, in this order: the quote's transaction against the
 * registry, the wallet, the clock and the screen (tampering first, then
 * what a switch or a fresh quote can fix); the router; the calldata where
 * its ABI is pinned; both sides of the exact transaction measured from the
 * payer at the latest block with its own fee fields (no ABI needed,
 * refused where the node cannot simulate); the fees and gas limit bounded
 * by the chain; the balances it moves held to the screen. A node that does
 * not answer throws: an error, not a verdict.
 */
export async function checkSwap(
  parameters: CheckSwapParameters,
): Promise<SwapVerdict> {
  const { quote, expected, chain } = parameters
  const screen = checkSwapTransaction({
    i18n: guardI18n(parameters),
    quote,
    registryChain: { chainId: chain.id, routerAddress: chain.routerAddress },
    walletChainId: parameters.walletChainId,
    expected: shownAddresses(expected),
    nowMs: Date.now(),
    receivedAtMs: parameters.receivedAtMs,
  })
  if (!screen.ok) return screen
  const router = await verifyRouter(parameters)
  if (!router.ok) return router
  return checkOnChainEvidence(parameters)
}
