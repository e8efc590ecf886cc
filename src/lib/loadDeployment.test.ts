import { describe, expect, test } from 'vitest'
import { DeploymentLoadError, loadDeployment } from './loadDeployment'

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })

describe('loadDeployment', () => {
  test('behavior: asks /api/deployment, with no option the preload would not match', async () => {
    const asked: unknown[][] = []
    const deployment = await loadDeployment(async (...args) => {
      asked.push(args)
      return answer({
        rpcUrls: { '31337': 'http://127.0.0.1:8545' },
        walletConnect: {
          projectId: 'devnetLocalRelay',
          relayUrl: 'ws://127.0.0.1:8789',
        },
      })()
    })
    expect(asked).toEqual([['/api/deployment']])
    expect(deployment).toEqual({
      rpcUrls: { 31337: 'http://127.0.0.1:8545' },
      walletConnect: {
        projectId: 'devnetLocalRelay',
        relayUrl: 'ws://127.0.0.1:8789',
      },
    })
  })

  test.each([
    [
      async () => {
        throw new TypeError('Failed to fetch')
      },
      { reason: 'unreachable' },
    ],
    [answer({ statusCode: 503 }, 503), { reason: 'status', status: 503 }],
    [answer('<html>'), { reason: 'not-json' }],
    [
      answer({ rpcUrls: { '1': 'javascript:alert(1)' }, walletConnect: null }),
      {
        reason: 'invalid',
        detail: expect.stringContaining('rpcUrls.1 must be an http(s) URL'),
      },
    ],
    [
      answer({ rpcUrls: {} }),
      { reason: 'invalid', detail: expect.stringContaining('walletConnect') },
    ],
  ])(
    'behavior: a failure says why, for the page to word (%#)',
    async (fetchFn, failure) => {
      const loading = loadDeployment(fetchFn)
      await expect(loading).rejects.toThrow(DeploymentLoadError)
      await expect(loading).rejects.toMatchObject({ failure })
    },
  )
})
