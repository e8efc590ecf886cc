import type { Address, Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../../schema/constants'
import type { PartnerQuoteResponse } from '../../../../../schema/partner'

export const testChainId = 999
export const testRouter: Address = '0xcce7452db4392b40aa0e1592a7c486e13bf69654'
export const testPayer: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const testRecipient: Address =
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const testSellToken: Address =
  '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const testBuyToken: Address =
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const testNativeToken: Address = NATIVE_TOKEN_ADDRESS

/** 2024-06-01T12:00:00Z: the fixture's quote is generated then. */
export const testGeneratedAtMs = Date.parse('2024-06-01T12:00:00.000Z')

const swapData: Hex = `0x12345678${'00'.repeat(64)}`

/**
 * A partner quote as the service answers it (after the schema): ERC-20 →
 * ERC-20 on chain 999 through the registry's router, valid 30 s, eip1559.
 */
export function createTestPartnerQuote(
  overrides: Partial<PartnerQuoteResponse> = {},
): PartnerQuoteResponse {
  const sellAmount = overrides.sellAmount ?? '1000000'
  const buyAmount = overrides.buyAmount ?? '2000000000000000000'
  return {
    dstAmount: buyAmount,
    srcToken: {
      address: testSellToken,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      logoUri: null,
    },
    dstToken: {
      address: testBuyToken,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      logoUri: null,
    },
    gas: '150000',
    tx: {
      from: testPayer,
      to: testRouter,
      data: swapData,
      value: '0',
      gasPrice: '1000000000',
      gas: '180000',
      type: 'eip1559',
      maxFeePerGas: '2000000000',
      maxPriorityFeePerGas: '1000000',
    },
    encodedTx: '0x00',
    quoteId: 'q_test',
    blockNumber: '100',
    generatedAt: new Date(testGeneratedAtMs).toISOString(),
    expiresAt: new Date(testGeneratedAtMs + 30_000).toISOString(),
    minAmountOut: '1990000000000000000',
    allowanceTarget: { address: testRouter },
    simulationIncomplete: false,
    simulationStatus: 'SUCCESS',
    chainId: testChainId,
    sellToken: testSellToken,
    buyToken: testBuyToken,
    sellAmount,
    buyAmount,
    payer: testPayer,
    recipient: testRecipient,
    issues: [],
    validation: {
      balance: { status: 'VALID' },
      allowance: { status: 'VALID' },
      gas: { status: 'VALID' },
    },
    simulation: { status: 'SUCCESS', method: 'estimateGas', gas: '150000' },
    quotedAtBlock: '100',
    validForSeconds: 30,
    validitySource: 'ROUTE_DEADLINE',
    partnerId: 'partner_test',
    ...overrides,
  }
}
