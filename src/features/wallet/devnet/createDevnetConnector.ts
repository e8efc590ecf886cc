/**
 * Devnet builds only. A wallet that signs with anvil's well-known account #1
 * so the app can be tried on the local devnets with no browser extension.
 * The key is public (anvil's default mnemonic) and holds value nowhere but
 * the local chains. This module is reached only through a dynamic import
 * guarded by `import.meta.env.VITE_DEVNET === 'true'`, which Vite replaces at
 * build time, so production builds contain neither this file nor the key
 * (a build test greps for it). It works only on the devnets, 31337 (Devnet)
 * and 31338 (Devnet B), and switches between them for real: each sends
 * through its own chain's RPC. A devnet build pointed at a real network
 * must not sign there with a public key.
 *
 * It batches calls atomically (EIP-5792 through EIP-7702, createCallsBatcher)
 * on each devnet whose batch executor is deployed with its pinned code.
 */
import {
  type Address,
  type Chain,
  createWalletClient,
  type EIP1193RequestFn,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  numberToHex,
  SwitchChainError,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { createCallsBatcher } from './createCallsBatcher'

const ANVIL_ACCOUNT_1_KEY =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
/** Devnet A first: the chain the wallet starts on when both are offered. */
const DEVNET_CHAIN_IDS: readonly number[] = [31_337, 31_338]
const CONNECTED_KEY = 'devnetWallet.connected'
const CHAIN_KEY = 'devnetWallet.chainId'

export const DEVNET_CONNECTOR_ID = 'devnetWallet'

type RpcTransaction = {
  to?: Address
  data?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const toBigInt = (value: Hex | undefined) =>
  value === undefined ? undefined : hexToBigInt(value)

function fromRpcTransaction(tx: RpcTransaction) {
  const fees = tx.gasPrice
    ? { gasPrice: hexToBigInt(tx.gasPrice) }
    : tx.maxFeePerGas
      ? {
          maxFeePerGas: hexToBigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: toBigInt(tx.maxPriorityFeePerGas),
        }
      : {}
  return {
    to: tx.to,
    data: tx.data,
    value: toBigInt(tx.value),
    gas: toBigInt(tx.gas),
    nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
    ...fees,
  }
}

type Provider = { request: EIP1193RequestFn }
type StorageItem = { [CONNECTED_KEY]: true; [CHAIN_KEY]: number }

type CreateDevnetConnectorOptions = {
  /**
   * Batches calls atomically (EIP-5792 through EIP-7702), as the app's own
   * Devnet wallet does; false stands for a wallet that cannot (tests of the
   * one-by-one path).
   */
  canBatch?: boolean
}

export function createDevnetConnector({
  canBatch = true,
}: CreateDevnetConnectorOptions = {}) {
  const account = privateKeyToAccount(ANVIL_ACCOUNT_1_KEY)

  return createConnector<Provider, Record<string, unknown>, StorageItem>(
    (config) => {
      const chainOf = (id: number): Chain | undefined =>
        DEVNET_CHAIN_IDS.includes(id)
          ? config.chains.find((chain) => chain.id === id)
          : undefined
      // This connector's own state (one per wagmi config, never shared):
      // the devnet it signs on, restored from storage once.
      let currentChainId: number | null = null

      async function getCurrentChainId(): Promise<number> {
        if (currentChainId !== null) return currentChainId
        const stored = await config.storage?.getItem(CHAIN_KEY)
        const chain =
          (stored ? chainOf(stored) : undefined) ??
          DEVNET_CHAIN_IDS.map(chainOf).find((found) => found !== undefined)
        if (!chain) throw new ChainNotConfiguredError()
        currentChainId = chain.id
        return chain.id
      }

      async function walletClient() {
        const chain = chainOf(await getCurrentChainId())
        if (!chain) throw new ChainNotConfiguredError()
        // The chain's own RPC (the app's configured URL for that chain).
        return createWalletClient({ account, chain, transport: http() })
      }

      const batcher = createCallsBatcher({
        canBatch,
        getAccount: () => account,
        getNode: (chainId) => {
          const chain = chainOf(chainId)
          return chain && { chain, transport: http() }
        },
        servedChainIds: () =>
          DEVNET_CHAIN_IDS.filter((id) => chainOf(id) !== undefined),
      })

      const request = (async ({ method, params }) => {
        const list = (params ?? []) as unknown[]
        if (batcher.handles(method)) {
          return batcher.request(method, params, {
            chainId: await getCurrentChainId(),
          })
        }
        switch (method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return [account.address]
          case 'eth_chainId':
            return numberToHex(await getCurrentChainId())
          case 'wallet_switchEthereumChain': {
            const { chainId } = list[0] as { chainId: Hex }
            await switchTo(hexToNumber(chainId))
            return null
          }
          case 'eth_sendTransaction':
            return (await walletClient()).sendTransaction(
              fromRpcTransaction(list[0] as RpcTransaction),
            )
          case 'wallet_watchAsset':
            // It keeps no token list of its own (balances are read from
            // the chain): the token is as good as added.
            return true
          case 'personal_sign':
            return account.signMessage({ message: { raw: list[0] as Hex } })
          case 'eth_signTypedData_v4':
            return account.signTypedData(
              JSON.parse(list[1] as string) as TypedDataDefinition,
            )
          default:
            return (await walletClient()).request({
              method,
              params,
            } as never)
        }
      }) as EIP1193RequestFn

      async function switchTo(chainId: number) {
        const chain = chainOf(chainId)
        if (!chain) {
          throw new SwitchChainError(
            new Error(
              `The Devnet wallet works only on the devnets (chains ${DEVNET_CHAIN_IDS.join(' and ')}), not on chain ${chainId}.`,
            ),
          )
        }
        const previous = await getCurrentChainId()
        currentChainId = chain.id
        await config.storage?.setItem(CHAIN_KEY, chain.id)
        if (previous !== chain.id) {
          config.emitter.emit('change', { chainId: chain.id })
        }
        return chain
      }

      return {
        id: DEVNET_CONNECTOR_ID,
        // i18n-exempt: devnet builds only, never translated
        name: 'Devnet wallet',
        type: DEVNET_CONNECTOR_ID,
        async connect({ chainId } = {}) {
          const current = await getCurrentChainId()
          if (chainId && chainId !== current) await switchTo(chainId)
          await config.storage?.setItem(CONNECTED_KEY, true)
          return {
            accounts: [account.address],
            chainId: await getCurrentChainId(),
          } as never
        },
        async disconnect() {
          await config.storage?.removeItem(CONNECTED_KEY)
        },
        async getAccounts() {
          return [account.address]
        },
        getChainId: getCurrentChainId,
        async getProvider() {
          return { request }
        },
        async isAuthorized() {
          return Boolean(await config.storage?.getItem(CONNECTED_KEY))
        },
        switchChain: ({ chainId }) => switchTo(chainId),
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {
          config.emitter.emit('disconnect')
        },
      }
    },
  )
}
