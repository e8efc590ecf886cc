import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkRpcChainIds } from './checkRpcChainIds'
import { ConfigError, parseConfig } from './config'
import { startProxy } from './startProxy'
import { startChainIdNode } from './testing/startChainIdNode'

// Real HTTP nodes on loopback answering eth_chainId (an anvil per case
// would say the same, slower): one right, one serving another chain, one
// that never answers, and a port nobody listens on.

type Node = Awaited<ReturnType<typeof startChainIdNode>>
let right: Node
let wrong: Node
let silent: Node

beforeAll(async () => {
  right = await startChainIdNode(31337)
  wrong = await startChainIdNode(1)
  silent = await startChainIdNode(31337, { isSilent: true })
})

afterAll(async () => {
  await Promise.all([right.close(), wrong.close(), silent.close()])
})

describe('checkRpcChainIds', () => {
  test('behavior: a node of the listed chain passes; another chain is a mismatch naming the variable and chain', async () => {
    const report = await checkRpcChainIds({
      rpcUrls: { 31337: right.url, 8453: wrong.url },
      sources: { 31337: 'RPC_URLS', 8453: 'PUBLIC_RPC_URLS' },
    })
    expect(report).toEqual({
      mismatches: [
        `PUBLIC_RPC_URLS: chain 8453's node ${wrong.url} answers eth_chainId 1, not 8453: it serves another chain`,
      ],
      unanswered: [],
    })
  })

  test('behavior: a node that does not answer, or is not there, is reported unanswered', async () => {
    const report = await checkRpcChainIds({
      rpcUrls: { 31337: silent.url, 31338: 'http://127.0.0.1:9' },
      sources: { 31337: 'RPC_URLS', 31338: 'RPC_URLS' },
      timeoutMs: 300,
    })
    expect(report.mismatches).toEqual([])
    expect(report.unanswered).toHaveLength(2)
    expect(report.unanswered).toContain(
      `RPC_URLS: chain 31337's node ${silent.url} did not answer eth_chainId (no answer within 300 ms); the app will refuse to sign on it until it answers chain 31337`,
    )
  })
})

describe('startProxy: the RPC URLs at start-up', () => {
  const start = (rpcUrls: string) =>
    startProxy({
      config: parseConfig({
        PORT: '0',
        STATIC_DIR: '/nonexistent-static-dir',
        RPC_URLS: rpcUrls,
      }),
      log: (line) => lines.push(line),
    })
  const lines: string[] = []

  test('behavior: a node serving another chain stops the start with a ConfigError', async () => {
    const started = start(`31337=${right.url},8453=${wrong.url}`)
    await expect(started).rejects.toThrow(ConfigError)
    await expect(started).rejects.toThrow(
      `RPC_URLS: chain 8453's node ${wrong.url} answers eth_chainId 1, not 8453`,
    )
    expect(wrong.calls()).toBeGreaterThan(0)
  })

  test('behavior: a node that is down is a warning in the log; the proxy starts', async () => {
    const proxy = await start(`31337=${right.url},31338=http://127.0.0.1:9`)
    try {
      const warning = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find(
          (entry) =>
            entry.msg === 'RPC node did not answer its chain id at start-up',
        )
      expect(warning?.level).toBe('warn')
      expect(String(warning?.problem)).toMatch(
        /^RPC_URLS: chain 31338's node http:\/\/127\.0\.0\.1:9 did not answer eth_chainId/,
      )
    } finally {
      await proxy.close()
    }
  })
})
