// The example partner page: loads /widget.js from the widget's origin,
// creates widgets from the form, logs their events, and lends them this
// page's wallet. In devnet mode that wallet is a small, strict EIP-1193
// provider signing through anvil's unlocked dev accounts (as strict as the
// browser tests' injected wallet, test/e2e/fixtures/testWallet.ts); otherwise
// it is the visitor's extension (window.ethereum).

const config = await (await fetch('/config.json')).json()
const { createSwapWidget } = await import(
  new URL('/widget.js', config.widgetOrigin).href
)

/** Every wallet request a widget made, for the log and the tests. */
const walletRequests = []

/** Methods a page may never reach the node with through this wallet. */
const refusedMethods =
  /^(eth_sign|eth_signTransaction|eth_signTypedData(_v[134])?|personal_.*|wallet_.*|anvil_.*|evm_.*|hardhat_.*|debug_.*)$/

const rpcError = (code, message) => ({ code, message })

/**
 * A wallet the way a person's is: it has one account at a time and one
 * network; it tells the page nothing until asked to connect; it refuses a
 * transaction from another account (4100) or for another chain (4901), and
 * refuses when the person says no (4001). The page (and the tests) act as
 * that person with `control`: reject the next request, switch the account
 * or the network, lock it, or disconnect it; each is announced with
 * accountsChanged / chainChanged / disconnect, as wallets do.
 */
function createDevnetProvider({ rpcUrl, chainId, account, accounts }) {
  const toHex = (id) => `0x${id.toString(16)}`
  const devnetChain = toHex(chainId)
  const listeners = new Map()
  const decisions = []
  const state = { account, chain: devnetChain, isConnected: false }
  let nextId = 1
  const emit = (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
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
  function decide() {
    if (decisions.shift() === 'reject') {
      throw rpcError(4001, 'User rejected the request.')
    }
  }
  async function send([tx = {}]) {
    if (!state.isConnected) throw rpcError(4100, 'The page is not connected.')
    decide()
    if (tx.from && tx.from.toLowerCase() !== state.account.toLowerCase()) {
      throw rpcError(4100, `${tx.from} is not an account of this wallet.`)
    }
    if (state.chain !== devnetChain) {
      throw rpcError(4901, `The wallet is on chain ${state.chain}.`)
    }
    if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
      throw rpcError(4901, `chainId ${Number(tx.chainId)} is not the wallet's.`)
    }
    return forward('eth_sendTransaction', [{ ...tx, from: state.account }])
  }
  const provider = {
    async request({ method, params = [] }) {
      walletRequests.push(method)
      switch (method) {
        case 'eth_requestAccounts':
          decide()
          state.isConnected = true
          emit('accountsChanged', [state.account])
          return [state.account]
        case 'eth_accounts':
          return state.isConnected ? [state.account] : []
        case 'eth_chainId':
          return state.chain
        case 'wallet_switchEthereumChain':
          decide()
          if (params[0]?.chainId?.toLowerCase() !== devnetChain) {
            throw rpcError(4902, 'Only the devnet is available')
          }
          state.chain = devnetChain
          emit('chainChanged', devnetChain)
          return null
        case 'eth_sendTransaction':
          return send(params)
        default:
          if (refusedMethods.test(method)) {
            throw rpcError(4200, `The wallet does not support ${method}.`)
          }
          return forward(method, params)
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event).add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const control = {
    accounts,
    rejectNext: () => decisions.push('reject'),
    switchAccount(next) {
      state.account = next
      emit('accountsChanged', state.isConnected ? [next] : [])
    },
    switchChain(id) {
      state.chain = toHex(id)
      emit('chainChanged', state.chain)
    },
    lock() {
      state.isConnected = false
      emit('accountsChanged', [])
    },
    disconnect() {
      state.isConnected = false
      emit('disconnect', rpcError(4900, 'The wallet disconnected.'))
    },
    get state() {
      return { ...state }
    },
  }
  return { provider, control }
}

const devnetWallet = config.devnet ? createDevnetProvider(config.devnet) : null
const wallet = devnetWallet?.provider ?? window.ethereum ?? null
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
  const slippage = Number(text('slippage'))
  if (slippage > 0) options.slippage = { default: slippage, max: slippage }
  if (text('recipient')) options.recipient = text('recipient')
  if (data.get('unlimited') === 'on') options.approvalMode = 'unlimited'
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

// The person at the devnet wallet: buttons for what they could do in it.
for (const [id, act] of Object.entries({
  'wallet-reject': () => devnetWallet?.control.rejectNext(),
  'wallet-account': () => {
    const { accounts, state } = devnetWallet?.control ?? {}
    if (!accounts?.length) return
    const index = accounts.indexOf(state.account)
    devnetWallet.control.switchAccount(accounts[(index + 1) % accounts.length])
  },
  'wallet-chain': () => devnetWallet?.control.switchChain(1),
  'wallet-disconnect': () => devnetWallet?.control.disconnect(),
})) {
  const button = document.getElementById(id)
  button.hidden = !devnetWallet
  button.addEventListener('click', act)
}

// For the browser tests (and curious partners in the console).
window.widgetHost = {
  create,
  update: (index, options) => widgets[index].widget.update(options),
  destroy: (index) => widgets[index].widget.destroy(),
  events,
  walletRequests,
  wallet,
  walletControl: devnetWallet?.control ?? null,
  config,
}
window.dispatchEvent(new Event('widget-host-ready'))
