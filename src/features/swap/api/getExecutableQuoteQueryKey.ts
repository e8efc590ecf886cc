// The executable quote's key and what it is asked for: shared by the card's
// query (getCardExecutableQuoteQueryOptions.ts, on the first load) and the
// swap flow's (getExecutableQuoteQueryOptions.ts), so the quote signed is
// the quote on screen.
import type { Address } from 'viem'

/** What an executable quote is asked for: the swap exactly as signed. */
export type ExecutableQuoteRequest = {
  chainId: number
  src: Address
  dst: Address
  amount: bigint
  payer: Address
  recipient: Address
  /** Percent as the API takes it, "0.5". */
  slippagePercent: string
}

export type GetExecutableQuoteQueryParameters = ExecutableQuoteRequest & {
  baseUrl: string
  fetchFn?: typeof fetch
  /** Set by the swap flow for a quote that continues it (X-Swap-Flow). */
  flowQuoteId?: string | null
}

const lower = (address: Address) => address.toLowerCase()

export function getExecutableQuoteQueryKey({
  chainId,
  src,
  dst,
  amount,
  payer,
  recipient,
  slippagePercent,
  baseUrl,
}: Omit<GetExecutableQuoteQueryParameters, 'fetchFn' | 'flowQuoteId'>) {
  return [
    'quote',
    'executable',
    {
      baseUrl,
      chainId,
      src: lower(src),
      dst: lower(dst),
      amount: amount.toString(),
      payer: lower(payer),
      recipient: lower(recipient),
      slippagePercent,
    },
  ] as const
}
