/**
 * Numbers a token list carries, checked before the app computes with them:
 * a list is written by anyone who lists a token, so it may send anything.
 * Plain functions without zod, for code on the first screen.
 *
 * Decimals: ERC-20 leaves them to the token (uint8, so up to 255). Real
 * tokens use 0–24; above 36 an amount's unit is below 1e-36 of a token and
 * a 78-digit uint256 has fewer than 42 whole digits, and a value such as
 * 1e9 would make formatting build a gigabyte-long string. So 0–36, whole.
 *
 * USD prices: used only when a finite number above zero and at most
 * MAX_USD_PRICE; anything else (NaN, a string, negative, zero, 1e308) is
 * "no price", so no USD value, USD comparison or USD-based price impact is
 * ever computed from it. The bound: the dearest tokens trade near 1e5 USD
 * per whole unit (BTC); a billion is four orders of magnitude beyond, while
 * any uint256 amount times it stays a finite double (1.2e77 × 1e9 ≈ 1e86,
 * far below 1.8e308), where 1e308 times anything above one unit is Infinity.
 */

export const MAX_TOKEN_DECIMALS = 36

export const MAX_USD_PRICE = 1e9

/** Whether the app can compute amounts with these decimals. */
export function isSafeDecimals(decimals: number): boolean {
  return (
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_TOKEN_DECIMALS
  )
}

/** The price when it is sane; null otherwise. */
export function toUsdPrice(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= MAX_USD_PRICE
    ? value
    : null
}
