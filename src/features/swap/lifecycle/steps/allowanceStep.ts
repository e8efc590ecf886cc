// The allowance step: what the router may already spend of the sell token,
// read from the chain (never from the service), whether it must go to zero
// first (Tether-like tokens), and whether the swap can go as one atomic
// batch with the floor guard (then the approval rides in it). No upstream
// request.
import { msg } from '@lingui/core/macro'
import { type Address, erc20Abi, isAddressEqual, keccak256 } from 'viem'
import { getCapabilities } from 'wagmi/actions'
import { toUserError } from '../../../../lib/toUserError'
import {
  floorGuardAddress,
  floorGuardCodeHash,
} from '../../guards/generated/floorGuard'
import { pinRouter } from '../../guards/pinRouter'
import type {
  ReadingAllowanceState,
  SwapFlowContext,
  SwapState,
} from '../types'

/** The allowance step reads the chain and asks the wallet what it can do. */
type AllowanceStepContext = Pick<
  SwapFlowContext,
  | 'inputs'
  | 'chain'
  | 'config'
  | 'publicClient'
  | 'memory'
  | 'dispatch'
  | 'i18n'
>

/**
 * Tokens whose `approve` reverts when changing one non-zero allowance to
 * another (Tether's race-condition guard), by chain. The service's token
 * tags carry no such marker, so this list, the symbol and what we observed
 * on-chain are the sources.
 */
const allowanceResetTokens: Readonly<Record<number, readonly Address[]>> = {
  1: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
}

/** Symbols treated as Tether-like on any chain (bridged copies, devnet). */
const resetSymbols = new Set(['USDT'])

export type NeedsAllowanceResetParameters = {
  token: { chainId: number; address: Address; symbol: string }
  currentAllowance: bigint
  requiredAmount: bigint
  /** An approve from a non-zero allowance reverted for this token before. */
  hasObservedResetRevert?: boolean
}

/**
 * Whether the allowance must go to zero before the new approval: only when
 * an approval is needed at all (current below required), the current one is
 * not already zero, and the token is known or seen to need it. Erring
 * towards a reset costs one extra transaction; missing one makes the
 * approval revert, which the caller then records as
 * `hasObservedResetRevert`.
 */
export function needsAllowanceReset({
  token,
  currentAllowance,
  requiredAmount,
  hasObservedResetRevert = false,
}: NeedsAllowanceResetParameters): boolean {
  if (currentAllowance === 0n || currentAllowance >= requiredAmount) {
    return false
  }
  if (hasObservedResetRevert) return true
  if (resetSymbols.has(token.symbol.trim().toUpperCase())) return true
  const known = allowanceResetTokens[token.chainId] ?? []
  return known.some((address) => isAddressEqual(address, token.address))
}

/**
 * The router approvals go to: the reviewed table's (pinnedRouters.ts) where
 * the chain is pinned, else the registry's, which only an acknowledged
 * unpinned chain gets this far with (verifyRouterCode refuses the rest).
 */
export function approvalSpenderOf({
  i18n,
  chain,
}: AllowanceStepContext): Address {
  const pinned = pinRouter({ i18n, chain })
  return pinned.status === 'ok' ? pinned.router.address : chain.routerAddress
}

export const resetRevertKey = ({ chain, inputs }: AllowanceStepContext) =>
  `${chain.id}:${inputs.sellToken.address.toLowerCase()}`

export async function readAllowance(context: AllowanceStepContext) {
  const { inputs, chain } = context
  // Native input is spent as the transaction's value: nothing to approve.
  if (inputs.sellToken.isNative) {
    return { allowanceWei: inputs.amountWei, isResetRequired: false }
  }
  const allowanceWei = await context.publicClient().readContract({
    address: inputs.sellToken.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [inputs.payer, approvalSpenderOf(context)],
  })
  const isResetRequired = needsAllowanceReset({
    token: {
      chainId: chain.id,
      address: inputs.sellToken.address,
      symbol: inputs.sellToken.symbol,
    },
    currentAllowance: allowanceWei,
    requiredAmount: inputs.amountWei,
    hasObservedResetRevert: context.memory.observedResetReverts.has(
      resetRevertKey(context),
    ),
  })
  return { allowanceWei, isResetRequired }
}

/**
 * How long a wallet may take to say what it can do: one that never answers
 * wallet_getCapabilities is one that cannot batch, not a stuck review.
 */
const CAPABILITIES_TIMEOUT_MS = 5_000

/** The wallet batches calls atomically on this chain (EIP-5792). */
async function canWalletBatch({ config, inputs, chain }: AllowanceStepContext) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const silence = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CAPABILITIES_TIMEOUT_MS)
  })
  try {
    const capabilities = await Promise.race([
      getCapabilities(config, { account: inputs.payer, chainId: chain.id }),
      silence,
    ])
    const status = capabilities?.atomic?.status
    return status === 'supported' || status === 'ready'
  } catch {
    // A wallet that does not know wallet_getCapabilities cannot batch.
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The floor guard is at its pinned address with its pinned code: it is
 * used only then, never on the registry's or the service's word.
 */
async function isFloorGuardThere(context: AllowanceStepContext) {
  const code = await context.publicClient().getCode({
    address: floorGuardAddress,
  })
  return code !== undefined && keccak256(code) === floorGuardCodeHash
}

/**
 * Whether the swap goes as one atomic batch with the floor guard's check:
 * the wallet batches on this chain and the guard is there. Read once per
 * flow, chain and account.
 */
function readBatchSupport(context: AllowanceStepContext): Promise<boolean> {
  const { chain, inputs, memory } = context
  const key = `${chain.id}:${inputs.payer.toLowerCase()}`
  const known = memory.batchSupport.get(key)
  if (known) return known
  const support = canWalletBatch(context).then(
    (canBatch) => canBatch && isFloorGuardThere(context),
  )
  memory.batchSupport.set(key, support)
  // A node that did not answer is asked again on the next read.
  support.catch(() => memory.batchSupport.delete(key))
  return support
}

async function runAllowanceRead(
  context: AllowanceStepContext,
  state: ReadingAllowanceState,
) {
  const { inputsKey } = state
  try {
    const [read, isBatched] = await Promise.all([
      readAllowance(context),
      readBatchSupport(context),
    ])
    context.dispatch({ type: 'allowanceRead', ...read, isBatched, inputsKey })
  } catch (error) {
    const flowError = toUserError(error, context.i18n)
    // The node did not answer: the flow asks again by itself (a timer of
    // followSwapState.ts).
    const { symbol } = context.inputs.sellToken
    const message = flowError.isRetryable
      ? context.i18n._(
          msg`Your ${symbol} allowance could not be read — the network isn't answering. Trying again by itself…`,
        )
      : flowError.message
    context.dispatch({
      type: 'errorRaised',
      error: { ...flowError, message },
      inputsKey,
    })
  }
}

/** The allowance step: the read, asked again by the timers when it fails. */
export function runAllowanceStep(
  context: AllowanceStepContext,
  state: SwapState,
) {
  return state.status === 'reading-allowance'
    ? runAllowanceRead(context, state)
    : null
}
