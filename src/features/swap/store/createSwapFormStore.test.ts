import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createSwapFormStore } from './createSwapFormStore'

const usdc = '0x1111111111111111111111111111111111111111'
const weth = '0x2222222222222222222222222222222222222222'

const form = (store: ReturnType<typeof createSwapFormStore>) => {
  const { actions: _, ...values } = store.getState()
  return values
}

describe('swap form store', () => {
  test('behavior: picking a chain starts from its native coin', () => {
    const store = createSwapFormStore({ chainId: 1, sellToken: usdc })
    store.getState().actions.chainSelected(999)
    expect(form(store)).toMatchObject({
      chainId: 999,
      sellToken: NATIVE_TOKEN_ADDRESS,
      buyToken: null,
    })
    store.getState().actions.tokenSelected('buy', usdc)
    store.getState().actions.chainSelected(999)
    expect(form(store).buyToken).toBe(usdc)
  })

  test('behavior: picking the other side’s token swaps the sides', () => {
    const store = createSwapFormStore({ sellToken: usdc, buyToken: weth })
    store
      .getState()
      .actions.tokenSelected(
        'sell',
        weth.toUpperCase().replace('0X', '0x') as `0x${string}`,
      )
    expect(form(store)).toMatchObject({ sellToken: weth, buyToken: usdc })
  })

  test('behavior: flipping swaps tokens and keeps the typed amount', () => {
    const store = createSwapFormStore({
      sellToken: usdc,
      buyToken: weth,
      amountText: '1.5',
    })
    store.getState().actions.directionFlipped()
    expect(form(store)).toMatchObject({
      sellToken: weth,
      buyToken: usdc,
      amountText: '1.5',
    })
  })

  test('behavior: typing keeps the text exactly', () => {
    const store = createSwapFormStore()
    store.getState().actions.amountTyped('01.50')
    expect(form(store).amountText).toBe('01.50')
  })

  test('behavior: two stores never share state', () => {
    const a = createSwapFormStore()
    const b = createSwapFormStore()
    a.getState().actions.amountTyped('3')
    expect(form(b).amountText).toBe('')
  })
})
