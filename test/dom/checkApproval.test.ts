// checkApproval at its entry point: each refusal approvalPolicy can give
// (the wallet's network, the router, the approval's calldata), and the
// order: the first failing check's refusal wins and the later checks never
// run. Real inputs (approve() encoded by viem, the devnet router's pinned
// entry and runtime code); the node is the one stand-in (createFakeNode.ts,
// a viem custom transport answering eth_getCode).
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint256,
} from 'viem'
import { anvil } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { routerDeployedBytecode } from '../../devnet/generated/contracts'
import { pinnedRouters } from '../../src/features/chains/pinnedRouters'
import {
  approvalPolicy,
  type CheckApprovalParameters,
} from '../../src/features/swap/guards/approvalPolicy'
import { checkApproval } from '../../src/features/swap/guards/checkApproval'
import { testSellToken } from '../../src/features/swap/guards/testing/createTestPartnerQuote'
import type { GuardResult } from '../../src/features/swap/guards/types'
import { createFakeNode, type FakeNode } from './createFakeNode'
import { checksUpTo, watchPolicy } from './watchPolicy'

const pinned = pinnedRouters[31_337]
if (!pinned?.codeHash) throw new Error('the devnet router is pinned')
const router = pinned.address
const attacker: Address = '0x00000000000000000000000000000000000000aa'
const amount = 25_000_000n

const approve = (spender: Address, value: bigint): Hex =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, value],
  })

type Tamper = {
  walletChainId?: number | null
  code?: Hex
  to?: Address
  data?: Hex
  value?: bigint
  expectedAmount?: bigint | 'unlimited'
}

function setup(tamper: Tamper = {}): {
  node: FakeNode
  parameters: CheckApprovalParameters
} {
  const node = createFakeNode(anvil, {
    eth_getCode: () => tamper.code ?? routerDeployedBytecode,
  })
  return {
    node,
    parameters: {
      chain: {
        id: 31_337,
        routerAddress: router,
        routerCodeHash: pinned?.codeHash ?? null,
      },
      verifiedRouters: new Map<string, Promise<GuardResult>>(),
      client: () => node.client,
      walletChainId:
        tamper.walletChainId === undefined ? 31_337 : tamper.walletChainId,
      approvalTx: {
        to: tamper.to ?? testSellToken,
        data: tamper.data ?? approve(router, amount),
        value: tamper.value ?? 0n,
      },
      token: testSellToken,
      expectedAmount: tamper.expectedAmount ?? amount,
    },
  }
}

const watchChecks = () => watchPolicy(approvalPolicy)
const names = approvalPolicy.map(({ name }) => name)
const upTo = (name: (typeof approvalPolicy)[number]['name']) =>
  checksUpTo(approvalPolicy, name)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('checkApproval', () => {
  test('behavior: approve(router, the amount chosen) on the token sold, on the wallet’s network, passes every check', async () => {
    const { node, parameters } = setup()
    const ran = watchChecks()
    expect(await checkApproval(parameters)).toEqual({ ok: true })
    expect(ran()).toEqual(names)
    // The node's chain first (checkRpcChain), then the router's code.
    expect(node.calls).toEqual(['eth_chainId', 'eth_getCode'])
    const unlimited = setup({
      data: approve(router, maxUint256),
      expectedAmount: 'unlimited',
    })
    expect(await checkApproval(unlimited.parameters)).toEqual({ ok: true })
    const reset = setup({ data: approve(router, 0n), expectedAmount: 0n })
    expect(await checkApproval(reset.parameters)).toEqual({ ok: true })
  })

  const refusals = [
    {
      name: 'checkWalletChain',
      // Every later check would refuse too.
      tamper: { walletChainId: 1, code: '0x', data: approve(attacker, amount) },
      check: 'chain',
      message:
        'Your wallet is on another network. Switch to network 31337 to continue.',
    },
    {
      name: 'verifyRouter',
      tamper: { code: `${routerDeployedBytecode}00`, to: attacker },
      check: 'code-hash',
      message:
        'The contract at the router address is not the one registered for this network.',
    },
    {
      name: 'checkApprovalTransaction',
      tamper: { to: attacker },
      check: 'approval-target',
      message: `The approval is addressed to ${attacker}, not to the token you are selling (${testSellToken}).`,
    },
    {
      name: 'checkApprovalTransaction',
      tamper: {
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [router, amount],
        }),
      },
      check: 'approval-selector',
      message:
        'The approval transaction does not call approve on the token; it would do something else.',
    },
    {
      name: 'checkApprovalTransaction',
      tamper: { data: approve(attacker, amount) },
      check: 'spender',
      message: `The approval would let ${getAddress(attacker)} spend your tokens, not the swap router registered for this network (${router}).`,
    },
    {
      name: 'checkApprovalTransaction',
      tamper: { data: approve(router, maxUint256) },
      check: 'approval-amount',
      message:
        'The approval is for an unlimited amount, not for 25000000 (smallest units) as you chose.',
    },
    {
      name: 'checkApprovalTransaction',
      tamper: { value: 1n },
      check: 'approval-amount',
      message:
        'The approval would also send native tokens; an approval never sends any.',
    },
  ] as const

  test.each(refusals)(
    'behavior: $name refuses ($check), and no later check runs',
    async ({ name, tamper, check, message }) => {
      const { node, parameters } = setup(tamper)
      const ran = watchChecks()
      expect(await checkApproval(parameters)).toEqual({
        ok: false,
        check,
        message,
      })
      expect(ran()).toEqual(upTo(name))
      // The router's code is read only once the wallet's network passed.
      expect(node.count('eth_getCode')).toBe(
        name === 'checkWalletChain' ? 0 : 1,
      )
    },
  )
})
