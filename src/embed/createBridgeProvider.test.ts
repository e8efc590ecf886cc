import { describe, expect, test, vi } from 'vitest'
import type { WidgetHostMessage } from '../../packages/swap-widget/src/protocol/widgetProtocol'
import { createBridgeProvider } from './createBridgeProvider'
import type { FrameChannel, FrameMessageBody } from './createFrameChannel'

// The channel is a stand-in that records what the bridge posts and lets the
// test deliver the host's answers: the real channel (origins, windows) has
// tests of its own in createFrameChannel.test.ts.
function fakeChannel() {
  const posted: FrameMessageBody[] = []
  const listeners = new Set<(message: WidgetHostMessage) => void>()
  const channel: FrameChannel = {
    post: (message) => posted.push(message),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    allowOrigins: () => {},
    getHostOrigin: () => 'https://shop.example',
    close: () => listeners.clear(),
  }
  const envelope = {
    source: 'swap-widget-host',
    version: 1,
    channel: 'abcdef0123456789',
  } as const
  const deliver = (message: Record<string, unknown>) => {
    for (const listener of listeners) {
      listener({ ...envelope, ...message } as WidgetHostMessage)
    }
  }
  return { channel, posted, deliver }
}

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createBridgeProvider', () => {
  test('behavior: a request is posted with a fresh id and settles with its own answer', async () => {
    const { channel, posted, deliver } = fakeChannel()
    const bridge = createBridgeProvider(channel)
    const accounts = bridge.request({ method: 'eth_accounts' })
    const chainId = bridge.request({ method: 'eth_chainId', params: [] })
    expect(posted).toEqual([
      { type: 'wallet:request', id: 0, method: 'eth_accounts' },
      { type: 'wallet:request', id: 1, method: 'eth_chainId', params: [] },
    ])
    // Answers arrive out of order; an unknown id is ignored.
    deliver({ type: 'wallet:response', id: 7, result: 'nobody asked' })
    deliver({ type: 'wallet:response', id: 1, result: '0x7a69' })
    deliver({ type: 'wallet:response', id: 0, result: [ME] })
    await expect(accounts).resolves.toEqual([ME])
    await expect(chainId).resolves.toBe('0x7a69')
    // A second answer to a settled id changes nothing.
    deliver({ type: 'wallet:response', id: 0, result: ['0xdead'] })
    await expect(accounts).resolves.toEqual([ME])
  })

  test('behavior: a refusal keeps its EIP-1193 code and message', async () => {
    const { channel, deliver } = fakeChannel()
    const bridge = createBridgeProvider(channel)
    const sent = bridge.request({
      method: 'eth_sendTransaction',
      params: [{ from: ME, to: ME }],
    })
    deliver({
      type: 'wallet:response',
      id: 0,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    await expect(sent).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  test('behavior: methods the host does not forward are refused in the frame (4200), unsent', async () => {
    const { channel, posted } = fakeChannel()
    const bridge = createBridgeProvider(channel)
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sign',
      'wallet_requestPermissions',
      'anvil_setBalance',
    ]) {
      await expect(
        bridge.request({ method, params: [] }),
      ).rejects.toMatchObject({ code: 4200 })
    }
    await expect(
      bridge.request({ method: 'eth_chainId', params: { named: true } }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(posted).toEqual([])
  })

  test('behavior: while signing is held, transactions are refused (4100) and reads still pass', async () => {
    const { channel, posted, deliver } = fakeChannel()
    const bridge = createBridgeProvider(channel)
    bridge.holdSigning('Confirm the settings this site chose first.')
    // A batch (EIP-5792) is held like a transaction.
    for (const method of ['eth_sendTransaction', 'wallet_sendCalls']) {
      await expect(
        bridge.request({ method, params: [{}] }),
      ).rejects.toMatchObject({
        code: 4100,
        message: 'Confirm the settings this site chose first.',
      })
    }
    const accounts = bridge.request({ method: 'eth_accounts' })
    deliver({ type: 'wallet:response', id: 0, result: [ME] })
    await expect(accounts).resolves.toEqual([ME])
    expect(posted.map((message) => message.type)).toEqual(['wallet:request'])

    bridge.holdSigning(null)
    const sent = bridge.request({ method: 'eth_sendTransaction', params: [{}] })
    deliver({ type: 'wallet:response', id: 1, result: `0x${'ab'.repeat(32)}` })
    await expect(sent).resolves.toBe(`0x${'ab'.repeat(32)}`)
  })

  test("behavior: the host wallet's events reach the frame's listeners until removed", () => {
    const { channel, deliver } = fakeChannel()
    const bridge = createBridgeProvider(channel)
    const accountsChanged = vi.fn()
    const chainChanged = vi.fn()
    const disconnect = vi.fn()
    bridge.on('accountsChanged', accountsChanged)
    bridge.on('chainChanged', chainChanged)
    bridge.on('disconnect', disconnect)
    deliver({ type: 'wallet:accountsChanged', accounts: [ME] })
    deliver({ type: 'wallet:chainChanged', chainId: '0x7a6a' })
    deliver({ type: 'wallet:disconnect' })
    expect(accountsChanged).toHaveBeenCalledWith([ME])
    expect(chainChanged).toHaveBeenCalledWith('0x7a6a')
    expect(disconnect).toHaveBeenCalledWith(
      expect.objectContaining({ code: 4900 }),
    )

    bridge.removeListener('accountsChanged', accountsChanged)
    deliver({ type: 'wallet:accountsChanged', accounts: [] })
    expect(accountsChanged).toHaveBeenCalledTimes(1)
    // Options updates are the options store's business, not the wallet's.
    deliver({ type: 'update', options: {} })
    expect(chainChanged).toHaveBeenCalledTimes(1)
  })
})
