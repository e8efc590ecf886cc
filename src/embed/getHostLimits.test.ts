import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import type { HostSettings, SettingsValues } from '../features/settings'
import { getHostLimits } from './getHostLimits'

const me: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dead: Address = '0x000000000000000000000000000000000000dEaD'
const own: SettingsValues = {
  slippagePercent: '0.5',
  recipient: null,
  approvalMode: 'exact' as const,
}

describe('getHostLimits', () => {
  test('behavior: a host slippage above 1 %, unlimited approvals and another receiver are limits, with their values', () => {
    expect(
      getHostLimits({
        host: {
          slippagePercent: '50',
          approvalMode: 'unlimited',
          recipient: dead,
        },
        settings: {
          slippagePercent: '50',
          recipient: dead,
          approvalMode: 'unlimited',
        },
        account: me,
      }),
    ).toEqual([
      { kind: 'slippage', key: 'slippage:50', percent: '50' },
      { kind: 'approval', key: 'approval:unlimited' },
      {
        kind: 'recipient',
        key: `recipient:${dead.toLowerCase()}`,
        address: dead,
      },
    ])
  })

  test('behavior: what cannot cost money, or what the person chose, is not a limit', () => {
    const cases: {
      host: HostSettings
      settings: SettingsValues
      account?: Address
    }[] = [
      // 1 % exactly, or below.
      {
        host: { slippagePercent: '1' },
        settings: { ...own, slippagePercent: '1' },
      },
      // Only a maximum: the slippage in effect is the person's own.
      {
        host: { maxSlippagePercent: '50' },
        settings: { ...own, slippagePercent: '5' },
      },
      { host: { approvalMode: 'exact' as const }, settings: own },
      // The receiver is the connected account itself (any case).
      {
        host: { recipient: me },
        settings: { ...own, recipient: me },
        account: me.toLowerCase() as Address,
      },
      // The full page: no host at all.
      { host: {}, settings: { ...own, slippagePercent: '20' } },
    ]
    for (const { host, settings, account = me } of cases) {
      expect(getHostLimits({ host, settings, account })).toEqual([])
    }
  })

  test('behavior: a host receiver is a limit while no account is known', () => {
    expect(
      getHostLimits({
        host: { recipient: me },
        settings: { ...own, recipient: me },
        account: null,
      }).map((limit) => limit.kind),
    ).toEqual(['recipient'])
  })

  test("behavior: the slippage limit names the value in effect, capped by the host's maximum", () => {
    expect(
      getHostLimits({
        host: { slippagePercent: '50', maxSlippagePercent: '3' },
        settings: { ...own, slippagePercent: '3' },
        account: me,
      }),
    ).toEqual([{ kind: 'slippage', key: 'slippage:3', percent: '3' }])
  })
})
