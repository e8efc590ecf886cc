import { describe, expect, test } from 'vitest'
import { mainnet } from 'wagmi/chains'
import { lazyConnectorNotes } from './lazyConnectorNotes'
import { getLazyConnectors } from './lazyConnectors'

describe('lazy connectors', () => {
  test('behavior: no WalletConnect when the deployment offers none', () => {
    const ids = getLazyConnectors({ walletConnect: null }).map(
      (connector) => connector.id,
    )
    expect(ids).not.toContain('walletConnect')
  })

  test('behavior: choosing WalletConnect loads its connector', async () => {
    const walletConnect = getLazyConnectors({
      walletConnect: {
        projectId: 'testProjectId',
        relayUrl: 'ws://127.0.0.1:8789',
      },
    }).find((connector) => connector.id === 'walletConnect')
    expect(walletConnect).toBeDefined()
    const createConnector = await walletConnect?.load()
    // The connector is built only; it cannot reach a relay here.
    const connector = createConnector?.({
      chains: [mainnet],
      emitter: { emit() {}, on() {}, off() {} },
      storage: null,
    } as never)
    expect(connector).toMatchObject({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
    })
  })

  test('behavior: the WalletConnect connector reports pairing URIs to subscribers, and is loaded once', async () => {
    const walletConnect = getLazyConnectors({
      walletConnect: {
        projectId: 'testProjectId',
        relayUrl: 'wss://relay.walletconnect.org',
      },
    }).find((connector) => connector.id === 'walletConnect')
    const seen: string[] = []
    const unsubscribe = walletConnect?.subscribePairingUri?.((uri) =>
      seen.push(uri),
    )
    const createConnector = await walletConnect?.load()
    expect(await walletConnect?.load()).toBe(createConnector)
    const handlers: ((message: { type: string; data?: unknown }) => void)[] = []
    createConnector?.({
      chains: [mainnet],
      emitter: {
        emit() {},
        on(event: string, handler: (typeof handlers)[number]) {
          if (event === 'message') handlers.push(handler)
        },
        off() {},
      },
      storage: null,
    } as never)
    for (const handler of handlers) {
      handler({ type: 'display_uri', data: 'wc:abc@2?symKey=1' })
      handler({ type: 'other', data: 'ignored' })
    }
    unsubscribe?.()
    for (const handler of handlers) {
      handler({ type: 'display_uri', data: 'wc:after-unsubscribe' })
    }
    expect(seen).toEqual(['wc:abc@2?symKey=1'])
  })
})

describe('lazy connector notes', () => {
  const walletConnect = {
    projectId: 'testProjectId',
    relayUrl: 'wss://relay.walletconnect.org',
  }
  const notesOf = (isWalletSessionKept: boolean) => {
    const [lazy] = getLazyConnectors({
      walletConnect,
      isWalletSessionKept,
    })
    if (!lazy) throw new Error('no WalletConnect connector')
    return lazyConnectorNotes(lazy)
  }

  test('behavior: a WalletConnect session kept in storage needs no session note', () => {
    const notes = notesOf(true)
    expect(notes.note?.id).toBeTruthy()
    expect(notes.sessionNote).toBeNull()
  })

  test('behavior: a session held in memory is said in the list and while pairing', () => {
    const kept = notesOf(true)
    const inMemory = notesOf(false)
    expect(inMemory.note?.id).not.toBe(kept.note?.id)
    expect(inMemory.sessionNote?.id).toBeTruthy()
  })
})
