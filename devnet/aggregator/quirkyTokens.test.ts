// The local world's two quirky tokens, bought through the reference
// service exactly as a client would: the service quotes them from their
// pools like any token (it does not know), the chain then shows what a
// careful app has to find out by itself.
import { type Address, erc20Abi, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { devAddresses } from '../devAccounts'
import { honeypotTokenAbi } from '../generated/contracts'
import { transferFeeBps } from '../worldSpecs'
import { executeQuote } from './testing/executeQuote'
import {
  queryString,
  setupAggregatorHarness,
} from './testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()
const wallet = devAddresses[1]

async function buy(symbol: 'TAX' | 'TRAP', slippage: string) {
  const { USDC } = harness.devnet.world.tokens
  const token = harness.devnet.world.tokens[symbol]
  await harness.approveAll(1)
  const swap = await harness.callEndpoint(
    'swapTransaction',
    `/swap/v1/31337/swap?${queryString({
      src: USDC.address,
      dst: token.address,
      amount: String(parseUnits('1000', 6)),
      from: wallet,
      slippage,
    })}`,
  )
  const execution = await executeQuote({
    devnet: harness.devnet,
    account: 1,
    tx: swap.tx,
    buyToken: token.address,
    recipient: wallet,
  })
  return {
    quotedWei: BigInt(swap.dstAmount),
    router: swap.tx.to,
    ...execution,
  }
}

describe('the fee-on-transfer token (TAX)', () => {
  test('behavior: quoted as any token, it delivers the quote less 5 %', async () => {
    const { quotedWei, receipt, received } = await buy('TAX', '6')
    expect(receipt.status).toBe('success')
    // about 1,000 tokens at $1, the pool's price impact aside
    expect(quotedWei).toBeGreaterThan(parseUnits('980', 18))
    expect(received).toBe(
      quotedWei - (quotedWei * BigInt(transferFeeBps)) / 10_000n,
    )
  })

  test('behavior: at the default slippage the router refuses what arrives', async () => {
    const { receipt, received } = await buy('TAX', '0.5')
    expect(receipt.status).toBe('reverted')
    expect(received).toBe(0n)
  })
})

describe('the honeypot (TRAP)', () => {
  test('behavior: it can be bought, and its buyer cannot send any of it to its pool (a sale), while a transfer to the router or another wallet passes', async () => {
    const { quotedWei, receipt, received, router } = await buy('TRAP', '0.5')
    expect(receipt.status).toBe('success')
    expect(received).toBe(quotedWei)
    const trap = harness.devnet.world.tokens.TRAP.address
    const pool = harness.devnet.world.pools.find(
      (entry) => entry.id === 'uniswapV2:TRAP/USDC',
    )
    if (!pool) throw new Error('no TRAP pool')
    const { publicClient } = harness.devnet
    await expect(
      publicClient.simulateContract({
        account: wallet,
        address: trap,
        abi: honeypotTokenAbi,
        functionName: 'transfer',
        args: [pool.address, 1n],
      }),
    ).rejects.toThrow(/TradingNotEnabled/)
    // only its pool is refused: a probe moving it anywhere else sees nothing
    for (const to of [router, devAddresses[2] as Address]) {
      await expect(
        publicClient.simulateContract({
          account: wallet,
          address: trap,
          abi: honeypotTokenAbi,
          functionName: 'transfer',
          args: [to, 1n],
        }),
      ).resolves.toMatchObject({ result: true })
    }
    const spender = harness.devnet.walletClientFor(2)
    const approve = await harness.devnet.walletClientFor(1).writeContract({
      address: trap,
      abi: erc20Abi,
      functionName: 'approve',
      args: [devAddresses[2], received],
    })
    await publicClient.waitForTransactionReceipt({ hash: approve })
    await expect(
      publicClient.simulateContract({
        account: spender.account,
        address: trap,
        abi: honeypotTokenAbi,
        functionName: 'transferFrom',
        args: [wallet, pool.address, 1n],
      }),
    ).rejects.toThrow(/TradingNotEnabled/)
    // its owner (the world's deployer) passes the trap: only the allowance
    // it lacks stops it
    await expect(
      publicClient.simulateContract({
        account: harness.devnet.world.deployer,
        address: trap,
        abi: honeypotTokenAbi,
        functionName: 'transferFrom',
        args: [wallet, pool.address, 1n],
      }),
    ).rejects.toThrow(/ERC20InsufficientAllowance/)
  })
})
