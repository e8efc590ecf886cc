import { keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { routerDeployedBytecode } from '../../generated/contracts'
import { setupAggregatorHarness } from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()

describe('GET /partner/v1/chains', () => {
  test('behavior: lists the devnet chain with every Chain field', async () => {
    const { status, body } = await harness.call('/partner/v1/chains')
    expect(status).toBe(200)
    const { world, publicClient } = harness.devnet
    const deployment = await publicClient.getBlock({
      blockNumber: BigInt(world.routerDeployment.blockNumber),
    })
    expect(body).toEqual([
      {
        chainId: 31337,
        name: 'Devnet',
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        wrappedNative: {
          address: world.contracts.wrappedNative,
          symbol: 'WETH',
          name: 'Wrapped Ether',
          decimals: 18,
        },
        routerAddress: world.contracts.router,
        contractVersion: '1.0.0',
        operationalStatus: 'ACTIVE',
        explorerUrl: { url: 'http://localhost/explorer/31337' },
        routerCodeHash: { keccak256: keccak256(routerDeployedBytecode) },
        deploymentBlock: { number: String(world.routerDeployment.blockNumber) },
        deploymentTransactionHash: {
          hash: world.routerDeployment.transactionHash,
        },
        deployedAt: {
          timestamp: new Date(
            Number(deployment.timestamp) * 1000,
          ).toISOString(),
        },
        auditUrls: [],
      },
    ])
    // what clients read after the contract's normalisation
    const [chain] = endpoints.chains.response.parse(body)
    expect(chain).toMatchObject({
      wrappedNative: world.contracts.wrappedNative,
      explorerUrl: 'http://localhost/explorer/31337',
      routerCodeHash: world.routerDeployment.codeHash,
      deploymentBlock: String(world.routerDeployment.blockNumber),
      deploymentTransactionHash: world.routerDeployment.transactionHash,
    })
  })

  test('behavior: operationalStatus follows the setting', async () => {
    for (const status of ['DEGRADED', 'DISABLED', 'ACTIVE'] as const) {
      harness.settings.update({ operationalStatus: status })
      const [chain] = await harness.callEndpoint('chains', '/partner/v1/chains')
      expect(chain?.operationalStatus).toBe(status)
    }
  })

  test('behavior: routerCodeHash is read from the chain', async () => {
    const { testClient, world } = harness.devnet
    await testClient.setCode({
      address: world.contracts.router,
      bytecode: '0x6000',
    })
    const [chain] = await harness.callEndpoint('chains', '/partner/v1/chains')
    expect(chain?.routerCodeHash).toBe(keccak256('0x6000'))
  })

  test('behavior: the explorer link leads to a page for a transaction', async () => {
    const { world } = harness.devnet
    const response = await harness.app.request(
      `/explorer/31337/tx/${world.routerDeployment.transactionHash}`,
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('success')
    const elsewhere = await harness.app.request(
      `/explorer/31338/tx/${world.routerDeployment.transactionHash}`,
    )
    expect(elsewhere.status).toBe(404)
  })
})

describe('GET /partner/v1/{chainId}/sources', () => {
  test('behavior: each pool family with its active pool count and capabilities', async () => {
    const { world } = harness.devnet
    const count = (family: string) =>
      world.pools.filter((pool) => pool.family === family).length
    const sources = await harness.callEndpoint(
      'sources',
      '/partner/v1/31337/sources',
    )
    const capabilities = {
      exactInput: true,
      nativeInput: true,
      nativeOutput: true,
      contractPayer: true,
    }
    expect(sources).toEqual([
      {
        key: 'uniswap_v2',
        name: 'Uniswap V2',
        poolType: 'uniswap_v2',
        activePoolCount: count('uniswapV2'),
        status: 'ACTIVE',
        capabilities,
      },
      {
        key: 'devswap',
        name: 'DevSwap',
        poolType: 'devswap',
        activePoolCount: count('devSwap'),
        status: 'ACTIVE',
        capabilities,
      },
    ])
  })
})
