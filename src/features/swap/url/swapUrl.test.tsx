import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import {
  SwapFormStoreProvider,
  useSwapForm,
  useSwapFormActions,
} from '../store/SwapFormStoreProvider'
import type { SwapFormActions, SwapFormValues } from '../store/types'
import { parseSwapSearch } from './parseSwapSearch'
import { toSwapSearch } from './toSwapSearch'

const usdc = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const probe: { actions?: SwapFormActions; form?: SwapFormValues } = {}

function Probe() {
  useSwapUrlSync()
  probe.actions = useSwapFormActions()
  probe.form = useSwapForm()
  return null
}

describe('swap URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  test('behavior: a shared link restores chain, tokens and amount', () => {
    expect(
      parseSwapSearch(
        `?chain=31337&from=${native.toLowerCase()}&to=${usdc.toLowerCase()}&amount=1.5`,
      ),
    ).toEqual({
      chainId: 31337,
      sellToken: native,
      buyToken: usdc,
      amountText: '1.5',
    })
  })

  test('behavior: malformed parameters are ignored', () => {
    expect(parseSwapSearch('?chain=0x1&from=0x123&to=evil&amount=1e9')).toEqual(
      {},
    )
    expect(parseSwapSearch('?chain=-1&amount=<script>')).toEqual({})
  })

  test('behavior: writing keeps other parameters and drops empty ones', () => {
    expect(
      toSwapSearch(
        { chainId: 999, sellToken: usdc, buyToken: null, amountText: '' },
        '?ref=partner&amount=3',
      ),
    ).toBe(`?ref=partner&chain=999&from=${usdc}`)
  })

  test('behavior: the form is mirrored into the URL as it changes', () => {
    render(
      <SwapFormStoreProvider initial={{ chainId: 31337 }}>
        <Probe />
      </SwapFormStoreProvider>,
    )
    expect(window.location.search).toBe('?chain=31337')
    act(() => {
      probe.actions?.tokenSelected('sell', native)
      probe.actions?.tokenSelected('buy', usdc)
      probe.actions?.amountTyped('2.5')
    })
    expect(parseSwapSearch(window.location.search)).toEqual({
      chainId: 31337,
      sellToken: native,
      buyToken: usdc,
      amountText: '2.5',
    })
    const historyLength = window.history.length
    act(() => probe.actions?.amountTyped('2.55'))
    expect(window.history.length).toBe(historyLength)
  })

  test('behavior: back/forward restores the form from the URL', () => {
    render(
      <SwapFormStoreProvider initial={{ chainId: 1, amountText: '1' }}>
        <Probe />
      </SwapFormStoreProvider>,
    )
    act(() => {
      window.history.pushState(null, '', '/?chain=1&amount=7')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(probe.form).toMatchObject({ chainId: 1, amountText: '7' })
  })
})
