import { describe, expect, test, vi } from 'vitest'
import { parseHostMessage } from '../../packages/swap-widget/src/protocol/widgetProtocol'
import { createFrameChannel } from './createFrameChannel'

// A stand-in for the frame's window: jsdom cannot frame a page on another
// origin, so `parent` and the events' origin/source are set by hand.
function fakeFrameWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: vi.fn() }
  const self = {
    parent,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  }
  const deliver = (data: unknown, origin: string, source: unknown) => {
    for (const listener of listeners) {
      listener({ data, origin, source } as MessageEvent)
    }
  }
  return { self: self as unknown as Window, parent, deliver }
}

const channelId = 'abcdef0123456789'
const partner = 'https://shop.example'
const update = {
  source: 'swap-widget-host',
  version: 1,
  channel: channelId,
  type: 'update',
  options: { amount: '1' },
}

describe('createFrameChannel', () => {
  test('behavior: hears only its parent, on the allowlist, on its channel', () => {
    const { self, parent, deliver } = fakeFrameWindow()
    const channel = createFrameChannel({ channel: channelId, self })
    const heard = vi.fn()
    channel.subscribe(heard)
    // Before the allowlist is known: kept, then checked.
    deliver(update, partner, parent)
    deliver(update, 'https://evil.example', parent)
    channel.allowOrigins([partner], parseHostMessage)
    expect(heard).toHaveBeenCalledTimes(1)

    deliver(update, partner, {})
    deliver({ ...update, channel: 'otherchannel01' }, partner, parent)
    deliver({ ...update, version: 2 }, partner, parent)
    deliver({ ...update, source: 'swap-widget-frame' }, partner, parent)
    deliver({ ...update, extra: 1 }, partner, parent)
    deliver({ ...update, options: 'x'.repeat(70_000) }, partner, parent)
    expect(heard).toHaveBeenCalledTimes(1)
    deliver(update, partner, parent)
    expect(heard).toHaveBeenCalledTimes(2)
  })

  test('behavior: before the allowlist loads, other windows cannot crowd out the parent', () => {
    const { self, parent, deliver } = fakeFrameWindow()
    const channel = createFrameChannel({ channel: channelId, self })
    const heard = vi.fn()
    channel.subscribe(heard)
    const otherWindow = { postMessage: vi.fn() }
    for (let index = 0; index < 100; index += 1) {
      deliver(update, partner, otherWindow)
    }
    deliver(update, partner, parent)
    channel.allowOrigins([partner], parseHostMessage)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(channel.getHostOrigin()).toBe(partner)
  })

  test('behavior: posts only to the verified host origin, never before', () => {
    const { self, parent, deliver } = fakeFrameWindow()
    const channel = createFrameChannel({ channel: channelId, self })
    channel.post({ type: 'ready' })
    expect(parent.postMessage).not.toHaveBeenCalled()
    channel.allowOrigins([partner, 'https://dex.example'], parseHostMessage)
    deliver(update, partner, parent)
    // A second allowlisted origin cannot take over the channel.
    const heard = vi.fn()
    channel.subscribe(heard)
    deliver(update, 'https://dex.example', parent)
    expect(heard).not.toHaveBeenCalled()
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        type: 'ready',
        source: 'swap-widget-frame',
        version: 1,
        channel: channelId,
      },
      partner,
    )
    for (const [, origin] of parent.postMessage.mock.calls) {
      expect(origin).toBe(partner)
    }
  })
})
