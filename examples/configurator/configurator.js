// The widget configurator: a form for the theme's named tokens and the
// widget's options, a live preview of the real widget (the deployment's
// versioned /widget/v<version>/widget.js and its frame), and the code a
// partner copies: a snippet whose script tag carries the file's integrity
// hash (read from the deployment's /widget/manifest.json, computed at
// build), and the React component of the package. Served beside the
// example partner page (scripts/startExampleHost.ts), on its origin.

const config = await (await fetch('/config.json')).json()
const origin = config.widgetOrigin
const manifest = await (
  await fetch(new URL('/widget/manifest.json', origin))
).json()
const scriptUrl = new URL(manifest.path, origin).href
const { createSwapWidget } = await import(scriptUrl)

const form = document.getElementById('options')
const preview = document.getElementById('preview')
const problem = document.getElementById('problem')
document.getElementById('version').textContent = manifest.version
document.getElementById('alias').textContent = new URL(
  manifest.majorPath,
  origin,
).href

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
if (config.devnet) {
  form.chainId.value = String(config.devnet.chainId)
  form.sellToken.value = NATIVE
  form.buyToken.value = config.devnet.tokens.USDC ?? ''
  form.amount.value = '1'
}

const themeColors = [
  'accent',
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
]

/** The options the form says, with every empty field left out. */
function readOptions() {
  const data = new FormData(form)
  const text = (name) => String(data.get(name) ?? '').trim() || undefined
  const number = (name) =>
    text(name) === undefined ? undefined : Number(text(name))
  const theme = {
    mode: text('mode') === 'auto' ? undefined : text('mode'),
    ...Object.fromEntries(themeColors.map((name) => [name, text(name)])),
    radius: number('radius'),
    fontFamily: text('fontFamily'),
    density: text('density'),
  }
  const slippage = { default: number('slippage'), max: number('maxSlippage') }
  const options = {
    chainId: number('chainId'),
    sellToken: text('sellToken'),
    buyToken: text('buyToken'),
    amount: text('amount'),
    lockTokens: data.get('lockTokens') === 'on' ? true : undefined,
    theme: withoutEmpty(theme),
    locale: text('locale'),
    hide: data.getAll('hide').length > 0 ? data.getAll('hide') : undefined,
    slippage: withoutEmpty(slippage),
    recipient: text('recipient'),
    approvalMode: text('approvalMode'),
  }
  return withoutEmpty(options) ?? {}
}

/** The object without its undefined values; undefined when none is left. */
function withoutEmpty(object) {
  const entries = Object.entries(object).filter(([, v]) => v !== undefined)
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** The options as they appear in code, indented by `indent` spaces. */
function toCode(value, indent) {
  return JSON.stringify(value, null, 2).replaceAll(
    '\n',
    `\n${' '.repeat(indent)}`,
  )
}

function toSnippet(options) {
  return [
    '<div id="swap" style="min-height: 520px"></div>',
    `<script type="module" src="${scriptUrl}" integrity="${manifest.integrity}" crossorigin="anonymous"></script>`,
    '<script type="module">',
    `  import { createSwapWidget } from '${scriptUrl}'`,
    `  createSwapWidget(document.getElementById('swap'), ${toCode(options, 2)})`,
    '</script>',
  ].join('\n')
}

function toReactCode(options) {
  const props = [['baseUrl', `${origin}/`], ...Object.entries(options)].map(
    ([name, value]) =>
      typeof value === 'string'
        ? `      ${name}=${JSON.stringify(value)}`
        : `      ${name}={${toCode(value, 6)}}`,
  )
  return [
    `// npm install ${'@swap-interface/widget'}@${manifest.version}`,
    "import { SwapWidget } from '@swap-interface/widget/react'",
    '',
    'export function Swap() {',
    '  return (',
    '    <SwapWidget',
    ...props,
    "      onQuote={(event) => console.log('quote', event.buyAmount)}",
    "      onSwapConfirmed={(event) => console.log('swap', event.hash)}",
    '    />',
    '  )',
    '}',
  ].join('\n')
}

let widget = null
let shownKeys = []

/**
 * The preview follows the form: update() for changed values (no reload,
 * as a partner's update does); an option cleared asks for a new widget,
 * since update() merges and keeps what it is not told.
 */
function showPreview() {
  const options = readOptions()
  const keys = Object.keys(options)
  problem.textContent = ''
  if (widget && shownKeys.every((key) => keys.includes(key))) {
    widget.update(options)
  } else {
    widget?.destroy()
    widget = createSwapWidget(preview, options)
    widget.on('error', (event) => {
      problem.textContent = `The widget refused these options: ${event.message}`
    })
  }
  shownKeys = keys
  document.getElementById('snippet').textContent = toSnippet(options)
  document.getElementById('react').textContent = toReactCode(options)
}

let timer
form.addEventListener('input', () => {
  clearTimeout(timer)
  timer = setTimeout(showPreview, 150)
})
form.addEventListener('change', () => {
  clearTimeout(timer)
  showPreview()
})
form.addEventListener('submit', (event) => event.preventDefault())

for (const [button, source] of [
  ['copy-snippet', 'snippet'],
  ['copy-react', 'react'],
]) {
  document.getElementById(button).addEventListener('click', async () => {
    const copied = document.getElementById('copied')
    try {
      await navigator.clipboard.writeText(
        document.getElementById(source).textContent,
      )
      copied.textContent = 'Copied.'
    } catch {
      copied.textContent = 'Copying was refused: select the code and copy it.'
    }
  })
}

showPreview()

// For the browser tests (and curious partners in the console).
window.configurator = { manifest, readOptions, toSnippet, toReactCode }
window.dispatchEvent(new Event('configurator-ready'))
