// The example partner page: loads /widget.js from the widget's origin,
// creates widgets from the form, logs their events, and lends them this
// page's wallet. In devnet mode that wallet is a tiny EIP-1193 provider
// forwarding to anvil, which signs with its unlocked dev account; otherwise
// it is the visitor's extension (window.ethereum).

const config = await (await fetch('/config.json')).json()
const { createSwapWidget } = await import(
  new URL('/widget.js', config.widgetOrigin).href
)

/** Every wallet request a widget made, for the log and the tests. */
const walletRequests = []

function createDevnetProvider({ rpcUrl, chainId, account }) {
  const chainHex = `0x${chainId.toString(16)}`
  let nextId = 1
  async function forward(method, params) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    const body = await response.json()
    if (body.error) throw body.error
    return body.result
  }
  return {
    async request({ method, params = [] }) {
      walletRequests.push(method)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account]
        case 'eth_chainId':
          return chainHex
        case 'wallet_switchEthereumChain':
          if (params[0]?.chainId === chainHex) return null
          throw { code: 4902, message: 'Only the devnet is available' }
        default:
          return forward(method, params)
      }
    },
    on() {},
    removeListener() {},
  }
}

const wallet = config.devnet
  ? createDevnetProvider(config.devnet)
  : (window.ethereum ?? null)
document.getElementById('wallet').textContent = config.devnet
  ? `devnet account ${config.devnet.account}`
  : wallet
    ? 'your browser wallet'
    : 'none (the widget uses its own)'

const form = document.getElementById('options')
const log = document.getElementById('log')
const widgets = []
const events = []

if (config.devnet) {
  form.chainId.value = String(config.devnet.chainId)
  form.sellToken.value = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
  form.buyToken.value = config.devnet.tokens.USDC ?? ''
}

function readOptions() {
  const data = new FormData(form)
  const text = (name) => String(data.get(name) ?? '').trim() || undefined
  const options = {
    chainId: text('chainId') ? Number(text('chainId')) : undefined,
    sellToken: text('sellToken'),
    buyToken: text('buyToken'),
    amount: text('amount'),
    lockTokens: data.get('lockTokens') === 'on',
    theme: { mode: text('mode'), accent: text('accent') },
    hide: data.getAll('hide'),
    wallet: data.get('wallet') === 'host' && wallet ? wallet : 'frame',
  }
  return options
}

function logEvent(index, event) {
  events.push({ widget: index, ...event })
  const item = document.createElement('li')
  item.textContent = `#${index} ${event.type} ${JSON.stringify({ ...event, type: undefined })}`
  log.append(item)
}

const eventTypes = [
  'ready',
  'quote',
  'approval:submitted',
  'approval:confirmed',
  'swap:submitted',
  'swap:confirmed',
  'swap:reverted',
  'error',
  'resize',
]

function create(options) {
  const container = document.createElement('div')
  container.className = 'widget'
  document.getElementById('widgets').append(container)
  const widget = createSwapWidget(container, options)
  const index = widgets.length
  for (const type of eventTypes) {
    widget.on(type, (event) => logEvent(index, event))
  }
  widgets.push({ widget, container })
  return index
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  create(readOptions())
})
document.getElementById('update').addEventListener('click', () => {
  widgets.at(-1)?.widget.update(readOptions())
})
document.getElementById('destroy').addEventListener('click', () => {
  const last = widgets.at(-1)
  last?.widget.destroy()
  last?.container.remove()
})

// `?create`: one widget with the widget's own defaults (no tokens, no
// amount, its own wallets) as the page loads: a partner page on a first
// visit, the widget's counterpart of opening `/` (what `npm run bench`,
// Lighthouse and the first-load budget test load).
if (new URLSearchParams(window.location.search).has('create')) {
  create({})
}

// For the browser tests (and curious partners in the console).
window.widgetHost = {
  create,
  update: (index, options) => widgets[index].widget.update(options),
  destroy: (index) => widgets[index].widget.destroy(),
  events,
  walletRequests,
  wallet,
  config,
}
window.dispatchEvent(new Event('widget-host-ready'))
