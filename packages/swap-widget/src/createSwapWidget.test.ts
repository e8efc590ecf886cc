import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSwapWidget } from './createSwapWidget'
import { readWidgetFrameHash } from './protocol/widgetFrameUrl'
import type { Eip1193Provider, SwapWidgetEvent } from './widgetTypes'

// The host script in jsdom. jsdom loads no page into the iframe, so the
// frame's side is played by hand: messages are dispatched on the host window
// as coming from the iframe's window and the widget's origin (baseUrl's),
// and what the script posts to the frame is read from a spy on the iframe
// window's postMessage.

const baseUrl = 'https://swap.example/app'

function setUp(options: Parameters<typeof createSwapWidget>[1] = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  const widget = createSwapWidget(container, { baseUrl, ...options })
  const events: SwapWidgetEvent[] = []
  for (const type of ['ready', 'error', 'resize', 'quote'] as const) {
    widget.on(type, (event) => events.push(event))
  }
  const iframe = () => {
    const found = container.querySelector('iframe')
    if (!found) throw new Error('no iframe')
    return found
  }
  const channelOf = (frame: HTMLIFrameElement) =>
    readWidgetFrameHash(new URL(frame.src).hash).channel
  const frameOrigin = () => new URL(iframe().src).origin
  const fromFrame = (body: Record<string, unknown>, frame = iframe()) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          source: 'swap-widget-frame',
          version: 1,
          channel: channelOf(frame),
          ...body,
        },
        origin: new URL(frame.src).origin,
        source: frame.contentWindow,
      }),
    )
  const toFrame = () => {
    const spy = vi.fn()
    const target = iframe().contentWindow as Window
    target.postMessage = spy
    return spy
  }
  return {
    container,
    widget,
    events,
    iframe,
    channelOf,
    frameOrigin,
    fromFrame,
    toFrame,
  }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('createSwapWidget', () => {
  test('behavior: the frame is embed.html under baseUrl; without one, a clear error', () => {
    const { iframe } = setUp()
    expect(new URL(iframe().src).pathname).toBe('/app/embed.html')
    expect(new URL(iframe().src).origin).toBe('https://swap.example')
    const sameOrigin = document.createElement('div')
    createSwapWidget(sameOrigin, { baseUrl: '/swap' })
    const src = new URL(sameOrigin.querySelector('iframe')?.src ?? '')
    expect(`${src.origin}${src.pathname}`).toBe(
      new URL('/swap/embed.html', window.location.href).href,
    )
    expect(() =>
      createSwapWidget(document.createElement('div'), {
        baseUrl: undefined,
      }),
    ).toThrow("options.baseUrl must be the swap's address")
  })

  test("behavior: the iframe's colour scheme follows the theme's mode, so the frame's transparent background stays transparent", () => {
    const { iframe, widget } = setUp({ theme: { mode: 'dark' } })
    expect(iframe().style.colorScheme).toBe('dark')
    widget.update({ theme: { mode: 'auto' } })
    expect(iframe().style.colorScheme).toBe('light dark')
  })

  test('behavior: past the deadline the host hears load-timeout and gets Retry; a retried frame is new and its ready counts', () => {
    vi.useFakeTimers()
    const { container, events, iframe, channelOf, fromFrame } = setUp({
      loadTimeoutMs: 3000,
    })
    const first = iframe()
    vi.advanceTimersByTime(2999)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual([
      {
        type: 'error',
        code: 'load-timeout',
        message: 'The widget was not ready within 3 s',
      },
    ])
    const alert = container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('could not be loaded')
    expect(first.style.display).toBe('none')

    const retry = container.querySelector('button')
    retry?.click()
    expect(container.querySelector('[role="alert"]')).toBeNull()
    const second = iframe()
    expect(second).not.toBe(first)
    expect(first.isConnected).toBe(false)
    expect(channelOf(second)).not.toBe(channelOf(first))
    // The old frame's channel is no longer heard.
    fromFrame({ type: 'ready' }, first)
    expect(events.filter((e) => e.type === 'ready')).toEqual([])
    fromFrame({ type: 'ready' })
    expect(events.at(-1)).toEqual({ type: 'ready' })
    vi.advanceTimersByTime(10_000)
    expect(events.filter((e) => e.type === 'error')).toHaveLength(1)
  })

  test("behavior: the frame's name and the load failure speak the widget's locale (de-AT → German, zh → Chinese, an unknown one → English), each marked with its lang", () => {
    vi.useFakeTimers()
    const cases = [
      ['de-AT', 'de', 'Swap', 'Erneut versuchen', 'nicht geladen'],
      ['zh', 'zh-CN', '兑换', '重试', '无法加载'],
      ['xx-not-a-language', 'en', 'Swap', 'Retry', 'could not be loaded'],
    ] as const
    for (const [locale, lang, title, retry, sentence] of cases) {
      const { container, iframe } = setUp({ locale, loadTimeoutMs: 1000 })
      expect(iframe().title).toBe(title)
      expect(iframe().lang).toBe(lang)
      vi.advanceTimersByTime(1000)
      const alert = container.querySelector<HTMLElement>('[role="alert"]')
      expect(alert?.lang).toBe(lang)
      expect(alert?.textContent).toContain(sentence)
      expect(alert?.querySelector('button')?.textContent).toBe(retry)
      document.body.replaceChildren()
    }
  })

  test("behavior: without a locale option the host's words follow the browser's languages (its first one spoken), else English", () => {
    vi.useFakeTimers()
    const cases = [
      [['ko-KR', 'zh-SG', 'de'], 'zh-CN', '无法加载'],
      [['ko-KR'], 'en', 'could not be loaded'],
    ] as const
    for (const [languages, lang, sentence] of cases) {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...languages])
      const { container, iframe } = setUp({ loadTimeoutMs: 1000 })
      expect(iframe().lang).toBe(lang)
      vi.advanceTimersByTime(1000)
      const alert = container.querySelector<HTMLElement>('[role="alert"]')
      expect(alert?.lang).toBe(lang)
      expect(alert?.textContent).toContain(sentence)
      document.body.replaceChildren()
      vi.restoreAllMocks()
    }
  })

  test('behavior: the default deadline is 15 s; a frame ready in time never times out, a late one is shown again', () => {
    vi.useFakeTimers()
    const { container, events, iframe, fromFrame } = setUp()
    vi.advanceTimersByTime(14_999)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events.map((e) => e.type)).toEqual(['error'])
    // It arrives after all: the message goes, the frame shows.
    fromFrame({ type: 'ready' })
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(iframe().style.display).toBe('')
    fromFrame({ type: 'ready' })
    expect(events.map((e) => e.type)).toEqual(['error', 'ready'])

    const other = setUp({ loadTimeoutMs: 1000 })
    other.fromFrame({ type: 'ready' })
    vi.advanceTimersByTime(60_000)
    expect(other.events).toEqual([{ type: 'ready' }])
  })

  test("behavior: only the frame's wallet methods reach the host wallet; others are refused here with 4200", async () => {
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_chainId' ? '0x7a69' : null,
    )
    const wallet: Eip1193Provider = { request }
    const { fromFrame, toFrame, frameOrigin } = setUp({ wallet })
    const posted = toFrame()
    for (const [id, method] of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sign',
      'wallet_requestPermissions',
      'eth_getEncryptionPublicKey',
      'eth_chainId',
    ].entries()) {
      fromFrame({ type: 'wallet:request', id, method, params: [] })
    }
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(6))
    expect(request).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith({ method: 'eth_chainId', params: [] })
    const answers = posted.mock.calls.map(([message]) => message)
    for (const id of [0, 1, 2, 3, 4]) {
      expect(answers.find((a) => a.id === id)).toMatchObject({
        type: 'wallet:response',
        error: { code: 4200 },
      })
    }
    expect(answers.find((a) => a.id === 5)).toMatchObject({
      result: '0x7a69',
    })
    for (const [, origin] of posted.mock.calls) {
      expect(origin).toBe(frameOrigin())
    }
  })

  test('behavior: wallet links open from the top window; anything else is refused', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { events, fromFrame } = setUp()
    fromFrame({ type: 'open-link', url: 'wc:abc@2?relay-protocol=irn' })
    fromFrame({ type: 'open-link', url: 'https://metamask.app.link/wc?uri=x' })
    expect(open.mock.calls).toEqual([
      ['wc:abc@2?relay-protocol=irn', '_top'],
      ['https://metamask.app.link/wc?uri=x', '_blank', 'noopener,noreferrer'],
    ])
    // A forged link does not even pass the message check: nothing happens.
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://wallet.example/',
      'file:///etc/passwd',
    ]) {
      fromFrame({ type: 'open-link', url })
    }
    expect(open).toHaveBeenCalledTimes(2)
    expect(events).toEqual([])
  })

  test('behavior: theme and locale ride in the frame URL; the provider and the deadline stay on the host', () => {
    const wallet: Eip1193Provider = { request: async () => null }
    const { iframe, toFrame } = setUp({
      theme: {
        mode: 'dark',
        accent: '#ff5500',
        radius: 6,
        fontFamily: 'Inter',
      },
      locale: 'de-CH',
      wallet,
      loadTimeoutMs: 5000,
      amount: '1',
    })
    expect(readWidgetFrameHash(new URL(iframe().src).hash)).toMatchObject({
      theme: {
        mode: 'dark',
        accent: '#ff5500',
        radius: 6,
        fontFamily: 'Inter',
      },
      locale: 'de-CH',
    })
    const posted = toFrame()
    iframe().dispatchEvent(new Event('load'))
    expect(posted.mock.calls[0]?.[0]).toMatchObject({
      type: 'init',
      options: {
        amount: '1',
        wallet: 'host',
        locale: 'de-CH',
        theme: { mode: 'dark' },
      },
    })
    expect(posted.mock.calls[0]?.[0].options).not.toHaveProperty(
      'loadTimeoutMs',
    )
    expect(posted.mock.calls[0]?.[0].options).not.toHaveProperty('baseUrl')
  })
})
