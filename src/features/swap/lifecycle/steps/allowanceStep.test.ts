import { describe, expect, test } from 'vitest'
import {
  type NeedsAllowanceResetParameters,
  needsAllowanceReset,
} from './allowanceStep'

const usdt = {
  chainId: 31337,
  address: '0x0000000000000000000000000000000000000a11',
  symbol: 'USDT',
} as const
const usdc = { ...usdt, symbol: 'USDC' }
const mainnetTether = {
  chainId: 1,
  address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  symbol: 'TETHER?',
} as const

const needs = (p: Partial<NeedsAllowanceResetParameters>) =>
  needsAllowanceReset({
    token: usdt,
    currentAllowance: 5n,
    requiredAmount: 10n,
    ...p,
  })

describe('needsAllowanceReset', () => {
  test('behavior: a USDT-like token with a short non-zero allowance needs a reset', () => {
    expect(needs({})).toBe(true)
    expect(needs({ token: { ...usdt, symbol: ' usdt ' } })).toBe(true)
  })

  test('behavior: no reset from zero, nor when no approval is needed', () => {
    expect(needs({ currentAllowance: 0n })).toBe(false)
    expect(needs({ currentAllowance: 10n })).toBe(false)
    expect(needs({ currentAllowance: 11n })).toBe(false)
  })

  test('behavior: ordinary tokens need none', () => {
    expect(needs({ token: usdc })).toBe(false)
  })

  test('behavior: the known-address list counts whatever the symbol', () => {
    expect(needs({ token: mainnetTether })).toBe(true)
    expect(needs({ token: { ...mainnetTether, chainId: 56 } })).toBe(false)
  })

  test('behavior: an observed revert makes any token need it', () => {
    expect(needs({ token: usdc, hasObservedResetRevert: true })).toBe(true)
    expect(
      needs({
        token: usdc,
        hasObservedResetRevert: true,
        currentAllowance: 0n,
      }),
    ).toBe(false)
  })
})
