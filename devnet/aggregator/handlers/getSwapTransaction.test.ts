import { decodeAbiParameters, decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { devAddresses } from '../../devAccounts'
import { routerAbi } from '../../generated/contracts'
import { applySlippage } from '../quoting/applySlippage'
import { executeQuote } from '../testing/executeQuote'
import {
  queryString,
  setupAggregatorHarness,
} from '../testing/setupAggregatorHarness'
import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from './getSwapTransaction'

const harness = setupAggregatorHarness()
const wallet = devAddresses[1]

function path(query: Record<string, string | undefined>) {
  const { DAI, WETH } = harness.devnet.world.tokens
  return `/swap/v1/31337/swap?${queryString({
    src: DAI.address,
    dst: WETH.address,
    amount: String(5_000n * 10n ** 18n),
    ...query,
  })}`
}

function decodeSwapArgs(data: `0x${string}`) {
  const decoded = decodeFunctionData({ abi: routerAbi, data })
  if (decoded.functionName !== 'swap') throw new Error('not a swap')
  return decoded.args
}

describe('GET /swap/v1/{chainId}/swap', () => {
  test('behavior: with from, the transaction executes for exactly dstAmount', async () => {
    await harness.approveAll(1)
    const swap = await harness.callEndpoint(
      'swapTransaction',
      path({ from: wallet, slippage: '1' }),
    )
    expect(Object.keys(swap)).toEqual(['dstAmount', 'tx', 'encodedTx'])
    expect(Object.keys(swap.tx)).toEqual([
      'from',
      'to',
      'data',
      'value',
      'gasPrice',
      'gas',
    ])
    expect(swap.tx.from).toBe(wallet)
    expect(swap.tx.to).toBe(harness.devnet.world.contracts.router)
    const args = decodeSwapArgs(swap.tx.data)
    expect(args[3]).toBe(
      applySlippage({
        amountOut: BigInt(swap.dstAmount),
        slippagePercent: '1',
      }),
    )
    expect(args[4]).toBe(wallet)
    const execution = await executeQuote({
      devnet: harness.devnet,
      account: 1,
      tx: swap.tx,
      buyToken: harness.devnet.world.tokens.WETH.address,
      recipient: wallet,
    })
    expect(execution.receipt.status).toBe('success')
    expect(execution.received).toBe(BigInt(swap.dstAmount))
  })

  test('behavior: gas carries a 20% buffer over the estimate', async () => {
    await harness.approveAll(1)
    const swap = await harness.callEndpoint(
      'swapTransaction',
      path({ from: wallet }),
    )
    const estimate = await harness.devnet.publicClient.estimateGas({
      account: wallet,
      to: swap.tx.to,
      data: swap.tx.data,
      value: BigInt(swap.tx.value),
    })
    expect(BigInt(swap.tx.gas)).toBeGreaterThanOrEqual((estimate * 12n) / 10n)
  })

  test('behavior: gasPrice and gasLimit overrides are used as given', async () => {
    await harness.approveAll(1)
    const swap = await harness.callEndpoint(
      'swapTransaction',
      path({ from: wallet, gasPrice: '7000000000', gasLimit: '654321' }),
    )
    expect(swap.tx.gasPrice).toBe('7000000000')
    expect(swap.tx.gas).toBe('654321')
    const [, , , , gasPrice, gas] = decodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'bytes' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      swap.encodedTx,
    )
    expect([gasPrice, gas]).toEqual([7_000_000_000n, 654_321n])
  })

  test('behavior: without from, tx has no from and nothing is checked', async () => {
    const { status, body } = await harness.call(path({}))
    expect(status).toBe(200)
    const tx = (body as { tx: object }).tx
    expect(tx).not.toHaveProperty('from')
    const args = decodeSwapArgs((tx as { data: `0x${string}` }).data)
    expect(args[4]).toBe(zeroAddress)
    expect(args[3]).toBe(
      applySlippage({
        amountOut: BigInt((body as { dstAmount: string }).dstAmount),
        slippagePercent: DEFAULT_SWAP_SLIPPAGE_PERCENT,
      }),
    )
  })

  test('behavior: without from, the transaction pays its sender exactly dstAmount', async () => {
    await harness.approveAll(1)
    const swap = await harness.callEndpoint('swapTransaction', path({}))
    expect(swap.tx.from).toBeUndefined()
    expect(decodeSwapArgs(swap.tx.data)[4]).toBe(zeroAddress)
    const execution = await executeQuote({
      devnet: harness.devnet,
      account: 1,
      tx: swap.tx,
      buyToken: harness.devnet.world.tokens.WETH.address,
      recipient: wallet,
    })
    expect(execution.receipt.status).toBe('success')
    expect(execution.receipt.from).toBe(wallet.toLowerCase())
    expect(execution.received).toBe(BigInt(swap.dstAmount))
    expect(execution.swapEventAmountOut).toBe(BigInt(swap.dstAmount))
  })

  test('behavior: 400 Not enough balance when from cannot pay the amount', async () => {
    const { status, body } = await harness.call(path({ from: devAddresses[7] }))
    expect(status).toBe(400)
    expect(body).toMatchObject({
      statusCode: 400,
      message: specMessages.notEnoughBalance('0'),
      path: '/swap/v1/31337/swap',
    })
  })

  test('behavior: 400 Not enough allowance when the router is not approved', async () => {
    const { status, body } = await harness.call(path({ from: wallet }))
    expect(status).toBe(400)
    expect(body).toMatchObject({
      message: specMessages.notEnoughAllowance('0'),
    })
  })

  test('behavior: native input skips the allowance check', async () => {
    const { status, body } = await harness.call(
      path({
        src: NATIVE_TOKEN_ADDRESS,
        amount: '1000000000000000000',
        dst: harness.devnet.world.tokens.USDC.address,
        from: wallet,
      }),
    )
    expect(status).toBe(200)
    expect((body as { tx: { value: string } }).tx.value).toBe(
      '1000000000000000000',
    )
  })

  test.each([
    [{ slippage: '51' }, specMessages.slippageTooHigh],
    [
      { slippage: '0.12345' },
      'slippage must be a number from 0 to 50 with at most 4 decimal places',
    ],
    [{ amount: '-1' }, specMessages.amountNotPositive],
    [{ src: '0xZZ' }, specMessages.srcNotAddress],
    [{ dst: '' }, specMessages.dstNotAddress],
    [{ from: 'someone' }, 'from must be an Ethereum address'],
    [{ gasLimit: '0' }, 'gasLimit should be positive integer string'],
  ])('behavior: 400 for %o', async (change, message) => {
    const { status, body } = await harness.call(path(change))
    expect(status).toBe(400)
    expect(body).toMatchObject({ message })
  })
})
