import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { isAddressShape } from '../../../../schema/isAddressShape'
import type { TokenBalances } from './fetchTokenBalances'

/**
 * A returning, connected person's balances, asked of the chain as the page
 * starts rather than once the wallet has reconnected and the card has
 * rendered with its account: on a phone that is the difference between one
 * round trip and two before the balance shows. The page knows the account
 * (wagmi's saved session), the chain and the tokens (the link's, else the
 * wallet's chain and the native coin) and the chain's RPC (the deployment's
 * settings) before any wallet code is here, so the read is plain JSON-RPC:
 * `eth_getBalance`, and ERC-20 `balanceOf` by `eth_call`, in one batch, to
 * the same node the app reads through.
 *
 * The card's first balance query takes the answer where it asked for the
 * same chain, account and tokens (a guess that does not match is simply not
 * used, and the query reads as before); it is used once, within the
 * balances' stale time, and only when every balance in it was read: a
 * failed read is the query's own to report. The query says how fresh it
 * must be (its stale time). Nothing here is trusted more
 * than the query's own read: each figure must be a hex quantity, a
 * balanceOf answer exactly one word.
 */

/** A node that does not answer in this leaves the query to read. */
export const READ_AHEAD_TIMEOUT_MS = 10_000

const BALANCE_OF_SELECTOR = '0x70a08231'
const quantityPattern = /^0x[0-9a-fA-F]{1,64}$/
const wordPattern = /^0x[0-9a-fA-F]{64}$/

type ReadAhead = {
  chainId: number
  /** Lower case. */
  account: string
  /** Lower case, the native sentinel first. */
  addresses: readonly string[]
  askedAtMs: number
  answer: Promise<TokenBalances | null>
}

let pending: ReadAhead | null = null

export type ReadBalancesAheadParameters = {
  rpcUrl: string
  chainId: number
  account: Address
  /** ERC-20s besides the native coin, which is always read. */
  tokens: readonly Address[]
  fetch?: typeof globalThis.fetch
  nowMs?: number
}

type RpcAnswer = { id?: unknown; result?: unknown }

/** Lower-case address → raw balance of every answer that reads as one. */
function toBalances(
  answers: unknown,
  addresses: readonly string[],
): TokenBalances {
  const balances: TokenBalances = {}
  if (!Array.isArray(answers)) return balances
  for (const answer of answers as RpcAnswer[]) {
    const id = answer?.id
    const result = answer?.result
    if (typeof id !== 'number' || typeof result !== 'string') continue
    const address = addresses[id]
    if (address === undefined) continue
    const pattern = id === 0 ? quantityPattern : wordPattern
    if (pattern.test(result)) balances[address] = BigInt(result)
  }
  return balances
}

/** Starts the read; a later one replaces it. */
export function readBalancesAhead({
  rpcUrl,
  chainId,
  account,
  tokens,
  fetch = globalThis.fetch,
  nowMs = Date.now(),
}: ReadBalancesAheadParameters): void {
  const owner = account.toLowerCase()
  const addresses = [
    ...new Set([
      NATIVE_TOKEN_ADDRESS,
      ...tokens.map((token) => token.toLowerCase()),
    ]),
  ]
  const word = owner.slice(2).padStart(64, '0')
  const body = addresses.map((address, id) =>
    id === 0
      ? {
          jsonrpc: '2.0',
          id,
          method: 'eth_getBalance',
          params: [owner, 'latest'],
        }
      : {
          jsonrpc: '2.0',
          id,
          method: 'eth_call',
          params: [
            { to: address, data: `${BALANCE_OF_SELECTOR}${word}` },
            'latest',
          ],
        },
  )
  const answer = fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(READ_AHEAD_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((answers: unknown) => toBalances(answers, addresses))
    .catch(() => null)
  pending = { chainId, account: owner, addresses, askedAtMs: nowMs, answer }
}

export type TakeBalancesReadAheadParameters = {
  chainId: number
  account: Address
  /** Lower case, as the query's key has them. */
  addresses: readonly string[]
  /** How old an answer may be: the query's own stale time. */
  freshMs: number
  nowMs?: number
}

/**
 * The read ahead's balances of `addresses`, or null: none matches, it is
 * stale, it failed, or one of them was not read. Taken once.
 */
export async function takeBalancesReadAhead({
  chainId,
  account,
  addresses,
  freshMs,
  nowMs = Date.now(),
}: TakeBalancesReadAheadParameters): Promise<TokenBalances | null> {
  const ahead = pending
  if (
    !ahead ||
    ahead.chainId !== chainId ||
    ahead.account !== account.toLowerCase() ||
    nowMs - ahead.askedAtMs > freshMs ||
    !addresses.every((address) => ahead.addresses.includes(address))
  ) {
    return null
  }
  pending = null
  const balances = await ahead.answer
  if (!balances || !addresses.every((address) => address in balances)) {
    return null
  }
  return Object.fromEntries(
    addresses.map((address) => [address, balances[address] as bigint]),
  )
}

/** What the page knows before any wallet code: the saved session's account
 * and chain (wagmi's persisted state), the link's chain and tokens, the
 * deployment's RPC per chain. */
export type ReadAheadContext = {
  savedAccount: { address: Address; chainId: number } | null
  link: {
    chainId?: number | null
    sellToken?: Address | null
    buyToken?: Address | null
  }
  rpcUrls: Readonly<Record<number, string>>
}

/** Starts the read where the page knows enough for one; whether it did. */
export function readBalancesAheadFor({
  savedAccount,
  link,
  rpcUrls,
}: ReadAheadContext): boolean {
  if (!savedAccount) return false
  // The chain the card settles on (SwapScreen.tsx): the link's, else the
  // wallet's.
  const chainId = link.chainId ?? savedAccount.chainId
  const rpcUrl = rpcUrls[chainId]
  if (!rpcUrl) return false
  const tokens = [link.sellToken, link.buyToken].filter(
    (token): token is Address => isAddressShape(token),
  )
  readBalancesAhead({
    rpcUrl,
    chainId,
    account: savedAccount.address,
    tokens,
  })
  return true
}
