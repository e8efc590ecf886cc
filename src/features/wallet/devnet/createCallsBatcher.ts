/**
 * EIP-5792 (the wallet call API, version 2.0.0) for a wallet whose key is a
 * viem local account: the Devnet wallet and both test wallets answer
 * `wallet_getCapabilities`, `wallet_sendCalls` and `wallet_getCallsStatus`
 * through this one implementation.
 *
 * A batch is one transaction the account sends to itself calling the batch
 * executor's `execute(calls)` (EIP-7702): all calls run or none does. The
 * transaction carries an authorization delegating the account to the
 * executor unless the account already is (code `0xef0100 ‖ executor`);
 * then it is a plain transaction to itself. The wallet is strict, as the
 * app's guards need it to be: it executes exactly the calls given, in order,
 * and refuses what it cannot honour instead of quietly adjusting it: another
 * account (4100), a chain it does not serve (5710) or is not on (4901), a
 * capability it does not know that is not optional (5700), atomicity where
 * the executor is not deployed with its pinned code (5760).
 *
 * It signs what it is asked even when the batch would revert now (the
 * person sends anyway): the chain, not the wallet, is what refuses, so a
 * batch whose guard check fails is mined as reverted and costs only gas.
 */
import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isAddressEqual,
  isHex,
  keccak256,
  type LocalAccount,
  numberToHex,
  type SignedAuthorization,
  size,
  slice,
  type Transport,
} from 'viem'
import {
  batchExecutorAddress,
  batchExecutorCodeHash,
  batchExecutorExecuteAbi,
} from './batchExecutor'

/** A chain the wallet serves, and how it reaches that chain's node. */
export type CallsBatcherNode = { chain: Chain; transport: Transport }

/** One call of a batch, as executed. */
export type BatchCall = { to: Address; value: bigint; data: Hex }

/** A batch the wallet sent: its transaction, for whoever waits on it. */
export type SentBatch = {
  id: string
  hash: Hex
  from: Address
  nonce: number
  chainId: number
  calls: readonly BatchCall[]
  atomicRequired: boolean
}

export type CreateCallsBatcherParameters = {
  /** The wallet's account now (a test wallet may switch it). */
  getAccount: () => LocalAccount
  /** The chains it serves, each through its own node. */
  getNode: (chainId: number) => CallsBatcherNode | undefined
  servedChainIds: () => readonly number[]
  /** false: a wallet that cannot batch atomically (the app's fallback). */
  canBatch?: boolean
  /** Told of every batch sent, once its transaction is with the node. */
  onSent?: (batch: SentBatch) => void
}

export type CallsBatcher = {
  /** Whether `method` is one of EIP-5792's, answered by `request`. */
  handles: (method: string) => boolean
  /**
   * Answers an EIP-5792 request; `chainId` is the chain the wallet is on
   * (the request's own chain over WalletConnect). Refusals are thrown as
   * errors with EIP-1193 / EIP-5792 `code`s.
   */
  request: (
    method: string,
    params: unknown,
    context: { chainId: number },
  ) => Promise<unknown>
}

const methods = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

/**
 * The gas a batch is sent with when estimating it fails because it would
 * revert now: the person sends anyway, and a revert returns what the
 * executor did not use, so only what ran is paid.
 */
const gasWhenEstimateReverts = 3_000_000n

class CallsRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'CallsRequestError' // i18n-exempt: an error class's name
  }
}

const invalid = (message: string) => new CallsRequestError(-32602, message)

type RpcCall = { to?: unknown; data?: unknown; value?: unknown }
type RpcCapabilities = Record<string, { optional?: boolean } | undefined>
type SendCallsRequest = {
  version?: unknown
  id?: unknown
  chainId?: unknown
  from?: unknown
  calls?: unknown
  atomicRequired?: unknown
  capabilities?: unknown
}

function toChainId(value: unknown, what: string): number {
  if (!isHex(value) || value === '0x') {
    throw invalid(`${what} must be a hex chain id, not ${String(value)}.`)
  }
  return hexToNumber(value)
}

/** Every capability a wallet does not know must be optional (EIP-5792). */
function assertOnlyOptionalCapabilities(capabilities: unknown, where: string) {
  if (capabilities === undefined) return
  if (typeof capabilities !== 'object' || capabilities === null) {
    throw invalid(`${where}capabilities must be an object.`)
  }
  for (const [name, capability] of Object.entries(
    capabilities as RpcCapabilities,
  )) {
    if (capability?.optional !== true) {
      throw new CallsRequestError(
        5700,
        `${where}capability "${name}" is not supported by this wallet and not optional.`,
      )
    }
  }
}

function toBatchCalls(calls: unknown): BatchCall[] {
  if (!Array.isArray(calls) || calls.length === 0) {
    throw invalid('calls must be a non-empty list.')
  }
  return calls.map((call: RpcCall & { capabilities?: unknown }, index) => {
    const at = `calls[${index}]`
    if (typeof call !== 'object' || call === null) {
      throw invalid(`${at} must be an object.`)
    }
    if (typeof call.to !== 'string' || !isAddress(call.to)) {
      throw invalid(
        `${at}.to must be an address (a batch cannot create contracts), not ${String(call.to)}.`,
      )
    }
    if (call.data !== undefined && !isHex(call.data)) {
      throw invalid(`${at}.data must be hex.`)
    }
    if (call.value !== undefined && (!isHex(call.value) || call.value === '0x'))
      throw invalid(`${at}.value must be a hex quantity.`)
    assertOnlyOptionalCapabilities(call.capabilities, `${at}: `)
    return {
      to: call.to,
      value: call.value === undefined ? 0n : BigInt(call.value),
      data: call.data ?? '0x',
    }
  })
}

/**
 * A batch id the wallet makes up: its transaction's hash and chain, so the
 * status can be read back after a reload (the Devnet wallet keeps nothing).
 */
const toGeneratedId = (hash: Hex, chainId: number) =>
  concat([hash, numberToHex(chainId, { size: 32 })])

// i18n-exempt: the messages are a wallet's answers to the app (EIP-1193 and
// EIP-5792 errors, read by code), from devnet builds only
export function createCallsBatcher({
  getAccount,
  getNode,
  servedChainIds,
  canBatch = true,
  onSent,
}: CreateCallsBatcherParameters): CallsBatcher {
  // Ids the app chose (EIP-5792 lets it), and the batch each names.
  const chosenIds = new Map<string, { hash: Hex; chainId: number }>()

  function nodeOf(chainId: number) {
    const node = servedChainIds().includes(chainId)
      ? getNode(chainId)
      : undefined
    if (!node) {
      throw new CallsRequestError(
        5710,
        `This wallet does not serve chain ${chainId}.`,
      )
    }
    return node
  }

  const publicClientOf = (chainId: number) =>
    createPublicClient({ ...nodeOf(chainId) })

  function assertOwn(address: unknown) {
    const { address: own } = getAccount()
    if (typeof address !== 'string' || !isAddress(address)) {
      throw invalid(`${String(address)} is not an address.`)
    }
    if (!isAddressEqual(address, own)) {
      throw new CallsRequestError(
        4100,
        `${address} is not an account of this wallet.`,
      )
    }
  }

  /** The executor is on the chain with its pinned code. */
  async function hasExecutor(chainId: number) {
    const code = await publicClientOf(chainId).getCode({
      address: batchExecutorAddress,
    })
    return code !== undefined && keccak256(code) === batchExecutorCodeHash
  }

  async function getCapabilities(params: unknown) {
    const [address, chainIds] = (params ?? []) as [unknown, unknown]
    assertOwn(address)
    if (chainIds !== undefined && !Array.isArray(chainIds)) {
      throw invalid('The chain ids must be a list.')
    }
    const asked =
      chainIds === undefined
        ? servedChainIds()
        : chainIds.map((id) => toChainId(id, 'A chain id'))
    const answered = asked.filter((id) => servedChainIds().includes(id))
    const entries = await Promise.all(
      answered.map(async (chainId) => {
        const isAtomic = canBatch && (await hasExecutor(chainId))
        const status = isAtomic ? 'supported' : 'unsupported'
        return [numberToHex(chainId), { atomic: { status } }] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  function readSendCalls(params: unknown, currentChainId: number) {
    const [request] = (params ?? []) as [SendCallsRequest | undefined]
    if (typeof request !== 'object' || request === null) {
      throw invalid('wallet_sendCalls takes one request object.')
    }
    if (request.version !== '2.0.0') {
      throw invalid(
        `Version ${String(request.version)} is not supported: this wallet speaks EIP-5792 2.0.0.`,
      )
    }
    if (request.from !== undefined) assertOwn(request.from)
    const chainId = toChainId(request.chainId, 'chainId')
    nodeOf(chainId)
    if (chainId !== currentChainId) {
      throw new CallsRequestError(
        4901,
        `chainId ${chainId} is not the wallet's current chain ${currentChainId}.`,
      )
    }
    if (typeof request.atomicRequired !== 'boolean') {
      throw invalid('atomicRequired must be true or false.')
    }
    if (request.id !== undefined) {
      if (typeof request.id !== 'string' || request.id.length === 0) {
        throw invalid('id must be a non-empty string.')
      }
      if (chosenIds.has(request.id)) {
        throw new CallsRequestError(5720, `Batch id ${request.id} is taken.`)
      }
    }
    assertOnlyOptionalCapabilities(request.capabilities, '')
    return {
      chainId,
      id: request.id as string | undefined,
      atomicRequired: request.atomicRequired,
      calls: toBatchCalls(request.calls),
    }
  }

  /** Refuses a batch this wallet cannot run atomically on its chain. */
  async function assertCanBatch(batch: {
    chainId: number
    atomicRequired: boolean
  }) {
    if (!canBatch) {
      throw batch.atomicRequired
        ? new CallsRequestError(
            5760,
            'This wallet cannot execute calls atomically.',
          )
        : new CallsRequestError(
            4200,
            'This wallet sends no batches: send each call with eth_sendTransaction.',
          )
    }
    if (!(await hasExecutor(batch.chainId))) {
      throw new CallsRequestError(
        5760,
        `This wallet cannot execute calls atomically on chain ${batch.chainId}: its batch executor is not deployed there.`,
      )
    }
  }

  async function sendCalls(params: unknown, currentChainId: number) {
    const batch = readSendCalls(params, currentChainId)
    await assertCanBatch(batch)
    const account = getAccount()
    const node = nodeOf(batch.chainId)
    const publicClient = createPublicClient(node)
    const nonce = await publicClient.getTransactionCount({
      address: account.address,
      blockTag: 'pending',
    })
    const authorizationList = await authorizeExecutor(
      account,
      publicClient,
      nonce,
    )
    const data = encodeFunctionData({
      abi: batchExecutorExecuteAbi,
      functionName: 'execute',
      args: [
        batch.calls.map(({ to, value, data }) => ({ target: to, value, data })),
      ],
    })
    // To itself: the account's own code (the executor) runs the calls, and
    // only a transaction the account signed may call `execute`. No value:
    // the executor pays each call's value from the account's balance.
    const transaction = {
      account,
      chain: node.chain,
      to: account.address,
      data,
      nonce,
      ...(authorizationList ? { authorizationList } : {}),
    }
    const gas = await publicClient
      .estimateGas(transaction)
      .catch(() => gasWhenEstimateReverts)
    const hash = await createWalletClient(node).sendTransaction({
      ...transaction,
      gas,
    })
    const id = batch.id ?? toGeneratedId(hash, batch.chainId)
    if (batch.id) chosenIds.set(batch.id, { hash, chainId: batch.chainId })
    onSent?.({
      id,
      hash,
      from: account.address,
      nonce,
      chainId: batch.chainId,
      calls: batch.calls,
      atomicRequired: batch.atomicRequired,
    })
    return { id }
  }

  /**
   * The authorization to send along, or none when the account already
   * delegates to the executor. The transaction's sender is the authority,
   * whose nonce the transaction itself raises first: hence `nonce + 1`.
   */
  async function authorizeExecutor(
    account: LocalAccount,
    publicClient: ReturnType<typeof createPublicClient>,
    nonce: number,
  ): Promise<SignedAuthorization[] | undefined> {
    const code = await publicClient.getCode({ address: account.address })
    const delegated = concat(['0xef0100', batchExecutorAddress]).toLowerCase()
    if (code?.toLowerCase() === delegated) return undefined
    if (!account.signAuthorization) {
      throw new CallsRequestError(
        5760,
        'This account cannot sign an EIP-7702 authorization.',
      )
    }
    const chainId = await publicClient.getChainId()
    return [
      await account.signAuthorization({
        address: batchExecutorAddress,
        chainId,
        nonce: nonce + 1,
      }),
    ]
  }

  function findBatch(id: unknown) {
    if (typeof id !== 'string') throw invalid('The batch id must be a string.')
    const chosen = chosenIds.get(id)
    if (chosen) return chosen
    if (isHex(id) && size(id) === 64) {
      const chainId = hexToBigInt(slice(id, 32))
      const served = servedChainIds().find((own) => BigInt(own) === chainId)
      if (served !== undefined)
        return { hash: slice(id, 0, 32), chainId: served }
    }
    throw new CallsRequestError(5730, `No batch of this wallet has id ${id}.`)
  }

  async function getCallsStatus(params: unknown) {
    const [id] = (params ?? []) as [unknown]
    const { hash, chainId } = findBatch(id)
    const client = publicClientOf(chainId)
    const receipt = await client.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })
    const common = { version: '2.0.0', id, chainId: numberToHex(chainId) }
    if (!receipt) {
      const transaction = await client.request({
        method: 'eth_getTransactionByHash',
        params: [hash],
      })
      // Unknown to the node: dropped or replaced, never to be mined.
      return { ...common, status: transaction ? 100 : 400, atomic: true }
    }
    return {
      ...common,
      status: receipt.status === '0x1' ? 200 : 500,
      atomic: true,
      receipts: [
        {
          logs: receipt.logs.map(({ address, data, topics }) => ({
            address,
            data,
            topics,
          })),
          status: receipt.status,
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          transactionHash: receipt.transactionHash,
        },
      ],
    }
  }

  return {
    handles: (method) => methods.has(method),
    async request(method, params, { chainId }) {
      switch (method) {
        case 'wallet_getCapabilities':
          return getCapabilities(params)
        case 'wallet_sendCalls':
          return sendCalls(params, chainId)
        case 'wallet_getCallsStatus':
          return getCallsStatus(params)
        default:
          throw new CallsRequestError(
            4200,
            `This wallet does not support ${method}.`,
          )
      }
    },
  }
}
