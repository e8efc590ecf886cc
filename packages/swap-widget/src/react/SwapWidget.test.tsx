import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { readWidgetFrameHash } from '../protocol/widgetFrameUrl'
import type { Eip1193Provider } from '../widgetTypes'
import { SwapWidget, type SwapWidgetProps } from './SwapWidget'
import { toCallbackName, toSwapWidgetOptions } from './toSwapWidgetOptions'

// The component in jsdom, which loads no page into the iframe: the frame's
// side is played by hand, as in createSwapWidget.test.ts (messages
// dispatched on the window as coming from the iframe's window and origin;
// what the host posts read from a spy on the iframe window's postMessage).

const baseUrl = 'https://swap.example/'
const address = (digit: string) => `0x${digit.repeat(40)}`

function frameOf(container: HTMLElement) {
  const iframe = container.querySelector('iframe')
  if (!iframe) throw new Error('no iframe')
  return iframe
}

function fromFrame(iframe: HTMLIFrameElement, body: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          source: 'swap-widget-frame',
          version: 1,
          channel: readWidgetFrameHash(new URL(iframe.src).hash).channel,
          ...body,
        },
        origin: new URL(iframe.src).origin,
        source: iframe.contentWindow,
      }),
    )
  })
}

function spyOnFrame(iframe: HTMLIFrameElement) {
  const spy = vi.fn()
  ;(iframe.contentWindow as Window).postMessage = spy
  return spy
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('toSwapWidgetOptions', () => {
  test('behavior: options are the props but callbacks, className, style and what is undefined', () => {
    const wallet: Eip1193Provider = { request: async () => null }
    const onQuote = vi.fn()
    expect(
      toSwapWidgetOptions({
        baseUrl,
        chainId: 1,
        sellToken: address('a'),
        buyToken: undefined,
        amount: '1.5',
        theme: { accent: '#ff5500', density: 'compact' },
        locale: 'de-CH',
        slippage: { default: 0.5, max: 1 },
        recipient: address('b'),
        approvalMode: 'exact',
        hide: ['compare'],
        wallet,
        loadTimeoutMs: 5000,
        onQuote,
        onSwapConfirmed: undefined,
        className: 'swap',
        style: { width: 400 },
      } satisfies SwapWidgetProps),
    ).toEqual({
      baseUrl,
      chainId: 1,
      sellToken: address('a'),
      amount: '1.5',
      theme: { accent: '#ff5500', density: 'compact' },
      locale: 'de-CH',
      slippage: { default: 0.5, max: 1 },
      recipient: address('b'),
      approvalMode: 'exact',
      hide: ['compare'],
      wallet,
      loadTimeoutMs: 5000,
    })
  })

  test('behavior: each protocol event has its callback prop', () => {
    expect(toCallbackName('quote')).toBe('onQuote')
    expect(toCallbackName('swap:confirmed')).toBe('onSwapConfirmed')
    expect(toCallbackName('approval:submitted')).toBe('onApprovalSubmitted')
  })
})

describe('<SwapWidget />', () => {
  test('behavior: the frame carries the theme and locale; init carries the options but the host-only ones', () => {
    const { container } = render(
      <SwapWidget
        baseUrl={baseUrl}
        chainId={31337}
        amount="0.5"
        theme={{ mode: 'dark', accent: '#ff5500', background: '#101010' }}
        locale="de-CH"
        loadTimeoutMs={10_000}
      />,
    )
    const iframe = frameOf(container)
    expect(new URL(iframe.src).origin).toBe('https://swap.example')
    expect(readWidgetFrameHash(new URL(iframe.src).hash)).toMatchObject({
      theme: { mode: 'dark', accent: '#ff5500', background: '#101010' },
      locale: 'de-CH',
    })
    const posted = spyOnFrame(iframe)
    iframe.dispatchEvent(new Event('load'))
    expect(posted.mock.calls[0]?.[0]).toMatchObject({
      type: 'init',
      options: { chainId: 31337, amount: '0.5', locale: 'de-CH' },
    })
    expect(posted.mock.calls[0]?.[0].options).not.toHaveProperty('baseUrl')
    expect(posted.mock.calls[0]?.[1]).toBe('https://swap.example')
  })

  test('behavior: each event reaches its callback, the latest one given, with its fields', () => {
    const first = vi.fn()
    const later = vi.fn()
    const onSwapConfirmed = vi.fn()
    const onReady = vi.fn()
    const { container, rerender } = render(
      <SwapWidget
        baseUrl={baseUrl}
        onQuote={first}
        onReady={onReady}
        onSwapConfirmed={onSwapConfirmed}
      />,
    )
    const iframe = frameOf(container)
    const quote = {
      type: 'quote',
      chainId: 31337,
      sellToken: address('e'),
      buyToken: address('1'),
      sellAmount: '500000000000000000',
      buyAmount: '1000000',
      quoteId: null,
    }
    fromFrame(iframe, { type: 'ready' })
    fromFrame(iframe, quote)
    expect(onReady).toHaveBeenCalledWith({ type: 'ready' })
    expect(first).toHaveBeenCalledWith(quote)
    rerender(
      <SwapWidget
        baseUrl={baseUrl}
        onQuote={later}
        onSwapConfirmed={onSwapConfirmed}
      />,
    )
    expect(frameOf(container)).toBe(iframe)
    fromFrame(iframe, quote)
    expect(first).toHaveBeenCalledTimes(1)
    expect(later).toHaveBeenCalledTimes(1)
    const confirmed = {
      type: 'swap:confirmed',
      hash: `0x${'ab'.repeat(32)}`,
      amountReceived: '999',
    }
    fromFrame(iframe, confirmed)
    expect(onSwapConfirmed).toHaveBeenCalledWith(confirmed)
  })

  test('behavior: a changed option is one update without a reload; an unchanged render sends nothing', () => {
    const theme = { accent: '#ff5500' }
    const { container, rerender } = render(
      <SwapWidget baseUrl={baseUrl} amount="1" theme={theme} />,
    )
    const iframe = frameOf(container)
    const posted = spyOnFrame(iframe)
    rerender(<SwapWidget baseUrl={baseUrl} amount="1" theme={{ ...theme }} />)
    expect(posted).not.toHaveBeenCalled()
    rerender(
      <SwapWidget baseUrl={baseUrl} amount="2" theme={{ accent: '#00aa00' }} />,
    )
    expect(posted).toHaveBeenCalledTimes(1)
    expect(posted.mock.calls[0]?.[0]).toMatchObject({
      type: 'update',
      options: { amount: '2', theme: { accent: '#00aa00' } },
    })
    expect(frameOf(container)).toBe(iframe)
  })

  test('behavior: unmounting removes the frame and its listener; StrictMode leaves one frame', () => {
    const onQuote = vi.fn()
    const { container, unmount } = render(
      <StrictMode>
        <SwapWidget baseUrl={baseUrl} onQuote={onQuote} />
      </StrictMode>,
    )
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    const iframe = frameOf(container)
    unmount()
    expect(iframe.isConnected).toBe(false)
    fromFrame(iframe, {
      type: 'quote',
      chainId: 1,
      sellToken: address('e'),
      buyToken: address('1'),
      sellAmount: '1',
      buyAmount: '1',
      quoteId: null,
    })
    expect(onQuote).not.toHaveBeenCalled()
  })
})
