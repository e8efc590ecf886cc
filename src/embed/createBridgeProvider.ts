/**
 * An EIP-1193 provider whose requests are answered by the host page's wallet
 * over the frame channel, and whose events are the host wallet's. It only
 * carries requests: the swap flow's guards run in the frame before any
 * signing request is sent, exactly as on the full page. It asks nothing but
 * the methods the host script forwards (WIDGET_WALLET_METHODS), and sends
 * no transaction while signing is held (options the host set wait for the
 * person's confirmation: src/embed/HostLimitsGate.tsx).
 */
import { isWidgetWalletMethod } from '../../packages/swap-widget/src/protocol/widgetWalletMethods'
import type { FrameChannel } from './createFrameChannel'

type Listener = (...args: unknown[]) => void

export type BridgeProvider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: string, listener: Listener) => void
  removeListener: (event: string, listener: Listener) => void
  /** While set, transactions are refused (4100) with this reason. */
  holdSigning: (reason: string | null) => void
}

const SIGNING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls'])

class BridgeRpcError extends Error {
  code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export function createBridgeProvider(channel: FrameChannel): BridgeProvider {
  let nextId = 0
  let signingHold: string | null = null
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }

  channel.subscribe((message) => {
    switch (message.type) {
      case 'wallet:response': {
        const waiting = pending.get(message.id)
        if (!waiting) return
        pending.delete(message.id)
        if (message.error) {
          waiting.reject(
            new BridgeRpcError(message.error.code, message.error.message),
          )
        } else waiting.resolve(message.result)
        return
      }
      case 'wallet:accountsChanged':
        emit('accountsChanged', message.accounts)
        return
      case 'wallet:chainChanged':
        emit('chainChanged', message.chainId)
        return
      case 'wallet:disconnect':
        emit('disconnect', new BridgeRpcError(4900, 'Host wallet disconnected'))
        return
      default:
        return
    }
  })

  return {
    request({ method, params }) {
      if (params !== undefined && !Array.isArray(params)) {
        return Promise.reject(
          new BridgeRpcError(-32602, 'Only positional params are bridged'),
        )
      }
      if (!isWidgetWalletMethod(method)) {
        return Promise.reject(
          new BridgeRpcError(4200, `The host wallet is not asked ${method}`),
        )
      }
      if (signingHold !== null && SIGNING_METHODS.has(method)) {
        return Promise.reject(new BridgeRpcError(4100, signingHold))
      }
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        channel.post(
          params
            ? { type: 'wallet:request', id, method, params }
            : { type: 'wallet:request', id, method },
        )
      })
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    holdSigning(reason) {
      signingHold = reason
    },
  }
}
