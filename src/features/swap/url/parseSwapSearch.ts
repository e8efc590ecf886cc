import { type Address, getAddress, isAddress } from 'viem'
import type { SwapFormValues, SwapLinkProblem } from '../store/types'

/** A link's amount: token units with a dot, whatever the visitor's locale. */
const amountPattern = /^\d{1,78}(\.\d{0,78})?$|^\.\d{1,78}$/
const chainPattern = /^[1-9]\d{0,15}$/

export type SwapLink = {
  /** The values that could be read; `amountText` as the link has it. */
  values: Partial<SwapFormValues>
  /** The others, left out of the form: the card names each (LinkNotice). */
  problems: SwapLinkProblem[]
}

const toAddress = (value: string): Address | null =>
  isAddress(value, { strict: false }) ? getAddress(value) : null

/**
 * The form as a shared link carries it: `?chain=…&from=…&to=…&amount=…`.
 * A malformed value is never trusted: it is left out and kept as a
 * problem, so the person hears what the link asked for and did not get.
 */
export function parseSwapSearch(search: string): SwapLink {
  const params = new URLSearchParams(search)
  const values: Partial<SwapFormValues> = {}
  const problems: SwapLinkProblem[] = []
  const read = <T>(
    parameter: SwapLinkProblem['parameter'],
    toValue: (value: string) => T | null,
    apply: (value: T) => void,
  ) => {
    const text = params.get(parameter)
    if (!text) return
    const value = toValue(text)
    if (value === null) problems.push({ parameter, value: text })
    else apply(value)
  }
  read(
    'chain',
    (text) => (chainPattern.test(text) ? Number(text) : null),
    (chainId) => {
      values.chainId = chainId
    },
  )
  read('from', toAddress, (address) => {
    values.sellToken = address
  })
  read('to', toAddress, (address) => {
    values.buyToken = address
  })
  read(
    'amount',
    (text) => (amountPattern.test(text) ? text : null),
    (amountText) => {
      values.amountText = amountText
    },
  )
  return { values, problems }
}
