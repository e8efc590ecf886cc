import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'
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

/** Whether a link names a token (`from` or `to`): reading it then needs
 * the checksum code (src/lib/addressChecksum.ts), fetched first. */
export function hasLinkAddresses(search: string): boolean {
  const params = new URLSearchParams(search)
  return Boolean(params.get('from') || params.get('to'))
}

/**
 * The form as a shared link carries it: `?chain=…&from=…&to=…&amount=…`.
 * A malformed value is never trusted: it is left out and kept as a
 * problem, so the person hears what the link asked for and did not get.
 * A token's address is taken in any letter case and kept in checksum case
 * (`toChecksumAddress`, from the checksum chunk the caller fetched because
 * hasLinkAddresses said so; without it, as the link writes it).
 */
export function parseSwapSearch(
  search: string,
  toChecksumAddress: (address: Address) => Address = (address) => address,
): SwapLink {
  const toAddress = (value: string): Address | null =>
    isAddressShape(value) ? toChecksumAddress(value) : null
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
