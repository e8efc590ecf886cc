// verifyRouter at its entry point: the reviewed table first (a router the
// table does not hold, a fingerprint other than the reviewed one, a chain
// it does not list and nobody acknowledged), then the code at the address
// against the expected hash, read once per flow per chain. Real inputs
// (the devnet router's pinned entry and its real runtime code); the node
// is the one stand-in (createFakeNode.ts, a viem custom transport), so a
// test can count what it was asked.
import { type Address, type Hex, keccak256 } from 'viem'
import { anvil } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { routerDeployedBytecode } from '../../devnet/generated/contracts'
import { pinnedRouters } from '../../src/features/chains/pinnedRouters'
import type {
  GuardResult,
  SigningChain,
} from '../../src/features/swap/guards/types'
import { verifyRouter } from '../../src/features/swap/guards/verifyRouter'
import { createFakeNode, rpcError } from './createFakeNode'

const pinned = pinnedRouters[31_337]
if (!pinned?.codeHash) throw new Error('the devnet router is pinned')
const router = pinned.address
const impostor: Address = '0x00000000000000000000000000000000000000aa'
const otherCode: Hex = `${routerDeployedBytecode}00`
const devnet: SigningChain = {
  id: 31_337,
  routerAddress: router,
  routerCodeHash: pinned.codeHash,
}
/** A chain the reviewed table does not list. */
const unlisted: SigningChain = {
  id: 4_242,
  routerAddress: impostor,
  routerCodeHash: keccak256(otherCode),
}

function setup(code: () => Hex = () => routerDeployedBytecode) {
  const node = createFakeNode(anvil, { eth_getCode: code })
  const verifiedRouters = new Map<string, Promise<GuardResult>>()
  const verify = (chain: SigningChain) =>
    verifyRouter({ chain, verifiedRouters, client: () => node.client })
  return { node, verify, verifiedRouters }
}

describe('verifyRouter', () => {
  test('behavior: the reviewed router with its reviewed code passes, its code read once', async () => {
    const { node, verify } = setup()
    expect(await verify(devnet)).toEqual({ ok: true })
    expect(node.calls).toEqual(['eth_getCode'])
  })

  test('behavior: a registry naming another router than the reviewed one is refused (router), its code never read', async () => {
    const { node, verify } = setup()
    expect(await verify({ ...devnet, routerAddress: impostor })).toEqual({
      ok: false,
      check: 'router',
      message: `The service names ${impostor} as the swap router of network 31337, but the reviewed router there is ${router}. Signing on this network is refused.`,
    })
    expect(node.calls).toEqual([])
  })

  test('behavior: a registry fingerprint other than the reviewed one is refused (router), its code never read', async () => {
    const { node, verify } = setup()
    expect(
      await verify({ ...devnet, routerCodeHash: keccak256(otherCode) }),
    ).toEqual({
      ok: false,
      check: 'router',
      message:
        'The service gives another code fingerprint for the router of network 31337 than the reviewed one. Signing on this network is refused.',
    })
    expect(node.calls).toEqual([])
  })

  test('behavior: other code at the reviewed address, or none, is refused (code-hash)', async () => {
    const changed = setup(() => otherCode)
    expect(await changed.verify(devnet)).toEqual({
      ok: false,
      check: 'code-hash',
      message:
        'The contract at the router address is not the one registered for this network.',
    })
    const empty = setup(() => '0x')
    expect(await empty.verify(devnet)).toMatchObject({
      ok: false,
      check: 'code-hash',
      message: 'There is no contract at the router address on this network.',
    })
  })

  test('behavior: an unlisted chain is refused until the person acknowledges it, then held to the registry’s hash', async () => {
    const { node, verify } = setup(() => otherCode)
    expect(await verify(unlisted)).toEqual({
      ok: false,
      check: 'router',
      message: `This router (${impostor}) is not independently verified: network 4242 is not in the app's reviewed list, so only the service vouches for it.`,
    })
    expect(node.calls).toEqual([])
    const acknowledged = { ...unlisted, isRouterAcknowledged: true }
    expect(await verify(acknowledged)).toEqual({ ok: true })
    const other = setup(() => routerDeployedBytecode)
    expect(await other.verify(acknowledged)).toMatchObject({
      ok: false,
      check: 'code-hash',
    })
    const noHash = setup(() => otherCode)
    expect(
      await noHash.verify({ ...acknowledged, routerCodeHash: null }),
    ).toEqual({
      ok: false,
      check: 'code-hash',
      message:
        'The network registry gives no fingerprint for its router, so the router cannot be verified.',
    })
  })

  test('behavior: read once per flow per chain; a failed read is not a verdict and is asked again', async () => {
    let isDown = true
    const { node, verify } = setup(() => {
      if (isDown) throw rpcError(-32005, 'Limit exceeded')
      return routerDeployedBytecode
    })
    await expect(verify(devnet)).rejects.toThrow()
    isDown = false
    expect(await verify(devnet)).toEqual({ ok: true })
    expect(await verify(devnet)).toEqual({ ok: true })
    expect(node.count('eth_getCode')).toBe(2)
  })
})
