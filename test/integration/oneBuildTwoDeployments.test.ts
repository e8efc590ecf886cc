import type { Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEVNET_WALLETCONNECT_PROJECT_ID } from '../../devnet/walletconnect/startRelay'
import { DEPLOYMENT_PATH } from '../../schema/constants'
import { parseDeployment } from '../../schema/deployment'
import { launchChromium } from '../../scripts/launchChromium'
import { type RunningStack, startStack } from '../../scripts/startStack'
import { parseConfig } from '../../server/config'
import { type RunningProxy, startProxy } from '../../server/startProxy'
import { getSharedBuild } from '../harness/buildProductionSpa'
import { type RpcRelay, startRpcRelay } from '../harness/startRpcRelay'

// One production build, two deployments. The build is served by two
// proxies whose RPC_URLS name two different nodes for the devnet's chain:
// each a counting HTTP relay in front of the same real anvil. Each page,
// opened in Chromium, reads the chain through its own deployment's node
// (the relays' counts, and every request the page made), and each proxy's
// CSP allows its own node and not the other's. The second deployment also
// offers WalletConnect, which the first does not: the connect dialog and
// the CSP follow.

type Deployment = {
  name: string
  relay: RpcRelay
  proxy: RunningProxy
}

let stack: RunningStack | undefined
let browser: Browser | undefined
const deployments: Deployment[] = []

const origin = (url: string) => new URL(url).origin

beforeAll(async () => {
  const outDir = await getSharedBuild('production')
  stack = await startStack({
    ports: {
      anvil: 0,
      anvilB: 0,
      aggregator: 0,
      relay: 0,
      proxy: 0,
      exampleHost: 0,
    },
    outDir,
    isBuildSkipped: true,
    upstreamBudget: 1000,
    proxyLog: () => {},
  })
  const wallets = [
    {},
    {
      WALLETCONNECT_PROJECT_ID: DEVNET_WALLETCONNECT_PROJECT_ID,
      WALLETCONNECT_RELAY_URL: stack.relayUrl,
    },
  ]
  for (const [index, wallet] of wallets.entries()) {
    const relay = await startRpcRelay(stack.devnet.rpcUrl)
    const proxy = await startProxy({
      config: parseConfig({
        UPSTREAM_URL: stack.aggregatorUrl,
        AGGREGATOR_API_KEY: 'devnet-key',
        PORT: '0',
        STATIC_DIR: outDir,
        UPSTREAM_BUDGET: '1000',
        RPC_URLS: `${stack.devnet.chainId}=${relay.url}`,
        ...wallet,
      }),
      log: () => {},
    })
    deployments.push({ name: `deployment ${index + 1}`, relay, proxy })
  }
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  for (const { proxy, relay } of deployments) {
    await proxy.close()
    await relay.close()
  }
  await stack?.stop()
})

const first = () => deployments[0] as Deployment
const second = () => deployments[1] as Deployment
/** What a page connects to (its images, token logos, are not reads). */
const connectionTypes = new Set(['fetch', 'xhr', 'websocket', 'eventsource'])

describe('one build, two deployments', () => {
  test('behavior: each proxy serves its own RPC URL, and its CSP allows it and not the other', async () => {
    for (const [self, other] of [
      [first(), second()],
      [second(), first()],
    ] as const) {
      const answer = await fetch(`${self.proxy.url}${DEPLOYMENT_PATH}`)
      expect(parseDeployment(await answer.json()).rpcUrls).toEqual({
        31337: self.relay.url,
      })
      for (const page of ['/', '/embed.html']) {
        const csp =
          (await fetch(`${self.proxy.url}${page}`)).headers.get(
            'content-security-policy',
          ) ?? ''
        const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ')
        expect(connectSrc, `${self.name} ${page}`).toContain(
          origin(self.relay.url),
        )
        expect(connectSrc, `${self.name} ${page}`).not.toContain(
          origin(other.relay.url),
        )
      }
    }
    const relayOrigin = new URL((stack as RunningStack).relayUrl).host
    const cspOf = async (deployment: Deployment) =>
      (await fetch(`${deployment.proxy.url}/`)).headers.get(
        'content-security-policy',
      ) ?? ''
    expect(await cspOf(first())).not.toContain(relayOrigin)
    expect(await cspOf(second())).toContain(`ws://${relayOrigin}`)
  })

  test("behavior: each page reads the chain through its own deployment's node", async () => {
    const { world } = (stack as RunningStack).devnet
    for (const [self, other] of [
      [first(), second()],
      [second(), first()],
    ] as const) {
      const otherBefore = other.relay.requestCount()
      const selfBefore = self.relay.requestCount()
      const context = await (browser as Browser).newContext()
      const page = await context.newPage()
      const elsewhere = new Set<string>()
      page.on('request', (request) => {
        const requestOrigin = origin(request.url())
        if (
          connectionTypes.has(request.resourceType()) &&
          requestOrigin !== origin(self.proxy.url)
        ) {
          elsewhere.add(requestOrigin)
        }
      })
      await page.goto(
        `${self.proxy.url}/?chain=${world.chainId}&from=${world.tokens.UNI.address}&to=${world.tokens.DAI.address}`,
      )
      await page.getByRole('textbox', { name: 'Amount to sell' }).fill('5')
      // With the quote come the price-impact reads of its pools (RPC).
      await page
        .getByText(/^Refreshes in /)
        .waitFor({ state: 'visible', timeout: 30_000 })
      await vi.waitFor(
        () => expect(self.relay.requestCount()).toBeGreaterThan(selfBefore),
        { timeout: 20_000, interval: 100 },
      )
      await context.close()
      expect(other.relay.requestCount(), self.name).toBe(otherBefore)
      expect([...elsewhere], self.name).toEqual([origin(self.relay.url)])
    }
  }, 120_000)

  test('behavior: WalletConnect is offered only where the deployment has it', async () => {
    const offered: boolean[] = []
    for (const deployment of [first(), second()]) {
      const page = await (browser as Browser).newPage()
      await page.goto(`${deployment.proxy.url}/`)
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Connect wallet' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
      await dialog.waitFor()
      offered.push(
        (await dialog.getByRole('button', { name: /WalletConnect/ }).count()) >
          0,
      )
      await page.close()
    }
    expect(offered).toEqual([false, true])
  }, 60_000)
})
