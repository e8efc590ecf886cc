import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  keccak256,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { specMessages } from '../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/primitives'
import { devAddresses } from '../devAccounts'
import {
  packedRouterDeployedBytecode,
  routerAbi,
  routerDeployedBytecode,
} from '../generated/contracts'
import { world, worldB } from '../world'
import { executeQuote } from './testing/executeQuote'
import {
  queryString,
  setupAggregatorHarness,
} from './testing/setupAggregatorHarness'

// One service, both local chains: every chain endpoint answers for the
// chain its path names, from that chain's pools, tokens and router.
const harness = setupAggregatorHarness({ worlds: [world, worldB] })
const payer = devAddresses[1]

function quotePath(chainId: number, src: Address, dst: Address) {
  return `/partner/v1/${chainId}/quote?${queryString({
    src,
    dst,
    amount: String(2n * 10n ** 18n),
    payer,
    slippage: '0.5',
  })}`
}

describe('GET /partner/v1/chains', () => {
  test('behavior: lists Devnet, then Devnet B with its own router, hash and explorer', async () => {
    const chains = await harness.callEndpoint('chains', '/partner/v1/chains')
    expect(
      chains.map(({ chainId, name, routerAddress, routerCodeHash }) => ({
        chainId,
        name,
        routerAddress,
        routerCodeHash,
      })),
    ).toEqual([
      {
        chainId: 31337,
        name: 'Devnet',
        routerAddress: world.contracts.router,
        routerCodeHash: keccak256(routerDeployedBytecode),
      },
      {
        chainId: 31338,
        name: 'Devnet B',
        routerAddress: worldB.contracts.router,
        routerCodeHash: keccak256(packedRouterDeployedBytecode),
      },
    ])
    const [, devnetB] = chains
    expect(devnetB).toMatchObject({
      nativeSymbol: 'ETH',
      wrappedNative: worldB.contracts.wrappedNative,
      contractVersion: worldB.routerVersion,
      explorerUrl: 'http://localhost/explorer/31338',
      deploymentTransactionHash: worldB.routerDeployment.transactionHash,
    })
    const page = await harness.app.request(
      `/explorer/31338/tx/${worldB.routerDeployment.transactionHash}`,
    )
    expect(await page.text()).toContain('success')
    const onA = await harness.app.request(
      `/explorer/31337/tx/${worldB.routerDeployment.transactionHash}`,
    )
    expect(onA.status).toBe(404)
  })

  test('behavior: healthy only while both nodes answer', async () => {
    const health = await harness.call('/health')
    expect(health.body).toEqual({ healthy: true })
  })
})

describe('tokens per chain', () => {
  test('behavior: the same symbols and decimals, at each chain’s own addresses', async () => {
    const listOf = async (chainId: number) =>
      Object.values(
        (await harness.callEndpoint('tokenList', `/${chainId}/tokens`)).tokens,
      )
    const [onA, onB] = await Promise.all([listOf(31337), listOf(31338)])
    const shape = (tokens: typeof onA) =>
      tokens.map(({ symbol, decimals, verified }) => ({
        symbol,
        decimals,
        verified,
      }))
    expect(shape(onB)).toEqual(shape(onA))
    const erc20s = onB.filter((token) => token.address !== NATIVE_TOKEN_ADDRESS)
    expect(erc20s.map((token) => token.address)).toEqual(
      Object.values(worldB.tokens).map((token) => token.address),
    )
    const fromA = new Set(onA.map((token) => token.address.toLowerCase()))
    for (const token of erc20s) {
      expect(fromA.has(token.address.toLowerCase()), token.symbol).toBe(false)
    }
  })

  test('behavior: prices come from each chain’s own pools', async () => {
    const priceOf = async (chainId: number, address: Address) =>
      (
        await harness.callEndpoint(
          'tokenDetail',
          `/${chainId}/tokens/${address}`,
        )
      ).sellPriceUsd ?? 0
    const onA = await priceOf(31337, world.tokens.WETH.address)
    const onB = await priceOf(31338, worldB.tokens.WETH.address)
    expect(onA).toBeGreaterThan(2900)
    expect(onA).toBeLessThan(3000)
    expect(onB).toBeGreaterThan(2950)
    expect(onB).toBeLessThan(3050)
  })

  test('behavior: a token of the other chain is not found', async () => {
    const { status, body } = await harness.call(
      `/31338/tokens/${world.tokens.USDC.address}`,
    )
    expect(status).toBe(404)
    expect(body).toMatchObject({ message: specMessages.tokenNotFound })
    const quote = await harness.call(
      quotePath(31338, world.tokens.WETH.address, world.tokens.USDC.address),
    )
    expect(quote.status).toBe(400)
    expect(quote.body).toMatchObject({ message: specMessages.noRoute })
  })
})

describe('quotes per chain', () => {
  test('behavior: Devnet B’s quote calls its PackedRouter with a program no ABI decodes, and executes exactly', async () => {
    const [devnetA, devnetB] = harness.devnets
    if (!devnetA || !devnetB) throw new Error('two devnets expected')
    const onA = await harness.callEndpoint(
      'partnerQuote',
      quotePath(31337, NATIVE_TOKEN_ADDRESS, world.tokens.USDC.address),
    )
    const onB = await harness.callEndpoint(
      'partnerQuote',
      quotePath(31338, NATIVE_TOKEN_ADDRESS, worldB.tokens.USDC.address),
    )
    expect(onA.tx.to).toBe(world.contracts.router)
    expect(onB.tx.to).toBe(worldB.contracts.router)
    expect(onB.chainId).toBe(31338)
    expect(
      decodeFunctionData({ abi: routerAbi, data: onA.tx.data }).functionName,
    ).toBe('swap')
    expect(() =>
      decodeFunctionData({ abi: routerAbi, data: onB.tx.data }),
    ).toThrow()
    // version 1, then tokenIn
    expect(onB.tx.data.slice(0, 44)).toBe(
      `0x01${NATIVE_TOKEN_ADDRESS.slice(2).toLowerCase()}`,
    )
    // B's pools price ETH higher than A's
    expect(BigInt(onB.dstAmount)).toBeGreaterThan(BigInt(onA.dstAmount))
    const execution = await executeQuote({
      devnet: devnetB,
      account: 1,
      tx: onB.tx,
      buyToken: worldB.tokens.USDC.address,
      recipient: payer,
    })
    expect(execution.receipt.status).toBe('success')
    expect(execution.received).toBe(BigInt(onB.dstAmount))
    expect(execution.swapEventAmountOut).toBe(BigInt(onB.dstAmount))
  })

  test('behavior: an ERC-20 quote on B names B’s router as the allowance target; approving it lets the quote simulate', async () => {
    const [, devnetB] = harness.devnets
    if (!devnetB) throw new Error('two devnets expected')
    const path = quotePath(
      31338,
      worldB.tokens.DAI.address,
      worldB.tokens.WBTC.address,
    )
    const before = await harness.callEndpoint('partnerQuote', path)
    expect(before.allowanceTarget).toEqual({ address: worldB.contracts.router })
    expect(before.issues.map((issue) => issue.code)).toEqual([
      'INSUFFICIENT_ALLOWANCE',
    ])
    const approval = await harness.callEndpoint(
      'approveTransaction',
      `/swap/v1/31338/approve/transaction?tokenAddress=${worldB.tokens.DAI.address}`,
    )
    expect(approval.data).toBe(
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [worldB.contracts.router, 2n ** 256n - 1n],
      }),
    )
    await harness.approveAll(1, devnetB)
    const allowance = await harness.callEndpoint(
      'allowance',
      `/swap/v1/31338/approve/allowance?tokenAddress=${worldB.tokens.DAI.address}&walletAddress=${payer}`,
    )
    expect(BigInt(allowance.allowance)).toBe(2n ** 256n - 1n)
    const spender = await harness.callEndpoint(
      'spender',
      '/swap/v1/31338/approve/spender',
    )
    expect(spender.address).toBe(worldB.contracts.router)
    const after = await harness.callEndpoint('partnerQuote', path)
    expect(after.issues).toEqual([])
    expect(after.simulation.status).toBe('SUCCESS')
  })

  test('behavior: dex-compare and sources list each chain’s own pools', async () => {
    const query = queryString({
      src: worldB.tokens.WETH.address,
      dst: worldB.tokens.USDC.address,
      amount: String(10n ** 19n),
    })
    const compare = await harness.callEndpoint(
      'dexCompare',
      `/swap/v1/31338/dex-compare?${query}`,
    )
    const poolsOfB = new Set(worldB.pools.map((pool) => pool.address))
    expect(compare.pools.length).toBe(2)
    for (const pool of compare.pools) {
      expect(poolsOfB.has(pool.poolAddress)).toBe(true)
    }
    expect(BigInt(compare.akkaQuote)).toBeGreaterThan(
      BigInt(compare.pools[0]?.amountOut ?? 0),
    )
    const sources = await harness.callEndpoint(
      'sources',
      '/partner/v1/31338/sources',
    )
    expect(sources.map((source) => source.activePoolCount)).toEqual([
      worldB.pools.filter((pool) => pool.family === 'uniswapV2').length,
      worldB.pools.filter((pool) => pool.family === 'devSwap').length,
    ])
  })
})

describe('POST /partner/v1/executions', () => {
  test('behavior: reports for either chain are kept; another chain is 404', async () => {
    const report = (chainId: number) =>
      harness.call('/partner/v1/executions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          quoteId: 'q_test',
          chainId,
          transactionHash: `0x${'cd'.repeat(32)}`,
          status: 'SUBMITTED',
        }),
      })
    expect((await report(31338)).status).toBe(202)
    expect((await report(31337)).status).toBe(202)
    const refused = await report(1)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({
      message: specMessages.chainNotFound,
    })
    expect(harness.reports.list().map((entry) => entry.chainId)).toEqual([
      31338, 31337,
    ])
  })
})
