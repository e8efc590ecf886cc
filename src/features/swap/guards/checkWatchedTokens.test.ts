import { describe, expect, test } from 'vitest'
import { checkWatchedTokens } from './checkWatchedTokens'

const usdt = '0x00000000000000000000000000000000000000Cc'

describe('checkWatchedTokens', () => {
  test('behavior: balances that hold or rise pass', () => {
    expect(
      checkWatchedTokens({
        watched: [
          { token: usdt, beforeWei: 5n, afterWei: 5n },
          { token: usdt, beforeWei: 5n, afterWei: 9n },
        ],
      }),
    ).toEqual({ ok: true })
    expect(checkWatchedTokens({ watched: [] })).toEqual({ ok: true })
  })

  test('behavior: a fall of one unit is refused, naming the token', () => {
    expect(
      checkWatchedTokens({
        watched: [{ token: usdt, beforeWei: 5n, afterWei: 4n }],
      }),
    ).toEqual({
      ok: false,
      check: 'debit',
      message: `Simulated, this swap would lower your balance of the token at ${usdt} by 1 (smallest units), a token you approved to the router and are not swapping. Nothing was sent to your wallet.`,
    })
  })
})
