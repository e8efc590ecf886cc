import { decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { devAddresses } from '../../devAccounts'
import { setupAggregatorHarness } from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()
const wallet = devAddresses[1]

describe('GET /swap/v1/{chainId}/approve/*', () => {
  test('behavior: allowance is what the router may spend, unlimited for native', async () => {
    const { USDT } = harness.devnet.world.tokens
    const before = await harness.callEndpoint(
      'allowance',
      `/swap/v1/31337/approve/allowance?tokenAddress=${USDT.address}&walletAddress=${wallet}`,
    )
    expect(before).toEqual({ allowance: '0' })
    await harness.approveAll(1)
    const after = await harness.callEndpoint(
      'allowance',
      `/swap/v1/31337/approve/allowance?tokenAddress=${USDT.address}&walletAddress=${wallet}`,
    )
    expect(after).toEqual({ allowance: String(maxUint256) })
    const native = await harness.callEndpoint(
      'allowance',
      `/swap/v1/31337/approve/allowance?tokenAddress=${NATIVE_TOKEN_ADDRESS}&walletAddress=${wallet}`,
    )
    expect(native).toEqual({ allowance: String(maxUint256) })
  })

  test('behavior: allowance of an address without a token answers 404', async () => {
    const { status, body } = await harness.call(
      `/swap/v1/31337/approve/allowance?tokenAddress=0x1111111111111111111111111111111111111111&walletAddress=${wallet}`,
    )
    expect(status).toBe(404)
    expect(body).toMatchObject({ message: specMessages.tokenNotFound })
  })

  test('behavior: the approval transaction is exact with amount, unlimited without, and works', async () => {
    const { DAI } = harness.devnet.world.tokens
    const { router } = harness.devnet.world.contracts
    const exact = await harness.callEndpoint(
      'approveTransaction',
      `/swap/v1/31337/approve/transaction?tokenAddress=${DAI.address}&amount=12345`,
    )
    expect(exact).toMatchObject({ to: DAI.address, value: '0' })
    expect(BigInt(exact.gasPrice)).toBeGreaterThan(0n)
    expect(decodeFunctionData({ abi: erc20Abi, data: exact.data })).toEqual({
      functionName: 'approve',
      args: [router, 12_345n],
    })
    const unlimited = await harness.callEndpoint(
      'approveTransaction',
      `/swap/v1/31337/approve/transaction?tokenAddress=${DAI.address}`,
    )
    expect(decodeFunctionData({ abi: erc20Abi, data: unlimited.data })).toEqual(
      { functionName: 'approve', args: [router, maxUint256] },
    )

    const hash = await harness.devnet.walletClientFor(1).sendTransaction({
      to: exact.to,
      data: exact.data,
      value: 0n,
    })
    await harness.devnet.publicClient.waitForTransactionReceipt({ hash })
    const allowance = await harness.callEndpoint(
      'allowance',
      `/swap/v1/31337/approve/allowance?tokenAddress=${DAI.address}&walletAddress=${wallet}`,
    )
    expect(allowance).toEqual({ allowance: '12345' })
  })

  test('behavior: 400 for a malformed approval request', async () => {
    const { status, body } = await harness.call(
      '/swap/v1/31337/approve/transaction?tokenAddress=dai&amount=5',
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({
      message: 'tokenAddress must be an Ethereum address',
    })
    const zero = await harness.call(
      `/swap/v1/31337/approve/transaction?tokenAddress=${harness.devnet.world.tokens.DAI.address}&amount=0`,
    )
    expect(zero.body).toMatchObject({ message: specMessages.amountNotPositive })
  })

  test('behavior: the spender is the router', async () => {
    const spender = await harness.callEndpoint(
      'spender',
      '/swap/v1/31337/approve/spender',
    )
    expect(spender).toEqual({ address: harness.devnet.world.contracts.router })
  })

  test('behavior: 404 No spender contract found when the router has no code', async () => {
    await harness.devnet.testClient.setCode({
      address: harness.devnet.world.contracts.router,
      bytecode: '0x',
    })
    const { status, body } = await harness.call(
      '/swap/v1/31337/approve/spender',
    )
    expect(status).toBe(404)
    expect(body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: specMessages.noSpender,
    })
    const chains = await harness.callEndpoint('chains', '/partner/v1/chains')
    expect(chains).toEqual([])
  })
})
