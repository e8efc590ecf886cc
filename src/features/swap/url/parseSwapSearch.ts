import { type Address, getAddress, isAddress } from 'viem'
import type { SwapFormValues } from '../store/types'

const amountPattern = /^\d{0,78}(\.\d{0,78})?$/

function readAddress(value: string | null): Address | undefined {
  if (!value || !isAddress(value, { strict: false })) return undefined
  return getAddress(value)
}

/**
 * The form as a shared link carries it: `?chain=…&from=…&to=…&amount=…`.
 * Anything malformed is ignored rather than trusted.
 */
export function parseSwapSearch(search: string): Partial<SwapFormValues> {
  const params = new URLSearchParams(search)
  const values: Partial<SwapFormValues> = {}
  const chain = params.get('chain')
  if (chain && /^[1-9]\d{0,15}$/.test(chain)) values.chainId = Number(chain)
  const sellToken = readAddress(params.get('from'))
  if (sellToken) values.sellToken = sellToken
  const buyToken = readAddress(params.get('to'))
  if (buyToken) values.buyToken = buyToken
  const amount = params.get('amount')
  if (amount && amountPattern.test(amount)) values.amountText = amount
  return values
}
