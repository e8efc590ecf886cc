import type { EndpointId } from '../../schema/endpoints'

/**
 * One valid answer per allowlist row, shaped like the spec says. Used by the
 * fake upstream in the proxy's tests and by the benchmark's stand-in service.
 */

export const ROUTER = '0xcce7452db4392b40aa0e1592a7c486e13bf69654'
export const TOKEN_A = '0x1111111111111111111111111111111111111111'
export const TOKEN_B = '0x2222222222222222222222222222222222222222'
export const PAYER = '0x3333333333333333333333333333333333333333'
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const tx = {
  to: ROUTER,
  data: '0x12345678',
  value: '0',
  gasPrice: '1000000000',
  gas: '210000',
}

export const upstreamFixtures: Record<
  EndpointId,
  { status: number; body: unknown }
> = {
  partnerQuote: {
    status: 200,
    body: {
      dstAmount: '990',
      tx: { ...tx, from: PAYER, type: 'legacy' },
      encodedTx: '0xabcd',
      quoteId: 'q-1',
      chainId: 31337,
      sellToken: TOKEN_A,
      buyToken: TOKEN_B,
      sellAmount: '1000',
      buyAmount: '990',
      payer: PAYER,
      recipient: PAYER,
      issues: [],
      validation: {
        balance: { status: 'VALID' },
        allowance: { status: 'VALID' },
        gas: { status: 'VALID' },
      },
      simulation: { status: 'SUCCESS', method: 'estimateGas', gas: '180000' },
      validForSeconds: 30,
      validitySource: 'ADVISORY',
      partnerId: 'devnet',
    },
  },
  executions: { status: 202, body: { accepted: true } },
  chains: {
    status: 200,
    body: [
      {
        chainId: 31337,
        name: 'Devnet',
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        wrappedNative: { address: TOKEN_A },
        routerAddress: ROUTER,
        contractVersion: '1.0.0',
        operationalStatus: 'ACTIVE',
        explorerUrl: {},
        routerCodeHash: {},
        deploymentBlock: { number: '1' },
        deploymentTransactionHash: {},
        deployedAt: {},
        auditUrls: [],
      },
    ],
  },
  sources: {
    status: 200,
    body: [
      {
        key: 'uni_v2',
        name: 'Uniswap V2',
        poolType: 'uni_v2',
        activePoolCount: 3,
        status: 'ACTIVE',
        capabilities: {
          exactInput: true,
          nativeInput: true,
          nativeOutput: true,
          contractPayer: false,
        },
      },
    ],
  },
  swapQuote: { status: 200, body: { dstAmount: '990' } },
  swapTransaction: {
    status: 200,
    body: { dstAmount: '990', tx, encodedTx: '0xabcd' },
  },
  allowance: { status: 200, body: { allowance: '0' } },
  approveTransaction: {
    status: 200,
    body: { data: '0x095ea7b3', gasPrice: '1', to: TOKEN_A, value: '0' },
  },
  spender: { status: 200, body: { address: ROUTER } },
  dexCompare: {
    status: 200,
    body: { akkaQuote: '990', decimalsOut: 18, pools: [] },
  },
  tokenList: {
    status: 200,
    body: {
      tokens: {
        [TOKEN_A]: {
          symbol: 'AAA',
          name: 'Token A',
          decimals: 18,
          address: TOKEN_A,
          logoURI: 'https://example.org/a.png',
          tags: [],
          verified: true,
        },
      },
    },
  },
  tokenDetail: {
    status: 200,
    body: {
      symbol: 'AAA',
      name: 'Token A',
      decimals: 18,
      address: TOKEN_A,
      verified: true,
      buyPriceUsd: 1,
      sellPriceUsd: 1,
    },
  },
  health: { status: 200, body: { healthy: true } },
}

/** A request path (under /api) with a valid query for every GET row. */
export const sampleApiPaths: Record<
  Exclude<EndpointId, 'executions'>,
  string
> = {
  partnerQuote: `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=1000&payer=${PAYER}&slippage=0.5`,
  chains: '/api/partner/v1/chains',
  sources: '/api/partner/v1/31337/sources',
  swapQuote: `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=1000`,
  swapTransaction: `/api/swap/v1/31337/swap?src=${TOKEN_A}&dst=${TOKEN_B}&amount=1000&slippage=1`,
  allowance: `/api/swap/v1/31337/approve/allowance?tokenAddress=${TOKEN_A}&walletAddress=${PAYER}`,
  approveTransaction: `/api/swap/v1/31337/approve/transaction?tokenAddress=${TOKEN_A}`,
  spender: '/api/swap/v1/31337/approve/spender',
  dexCompare: `/api/swap/v1/31337/dex-compare?src=${TOKEN_A}&dst=${TOKEN_B}&amount=1000`,
  tokenList: '/api/31337/tokens?page=0&limit=100',
  tokenDetail: `/api/31337/tokens/${TOKEN_A}`,
  health: '/api/health',
}

export const sampleExecutionReport = {
  quoteId: 'q-1',
  chainId: 31337,
  transactionHash: `0x${'ab'.repeat(32)}`,
  status: 'SUBMITTED',
}
