import type { Address } from 'viem'
import { specMessages } from '../../../schema/messages'
import type { QuoteIssue, ValidationCheck } from '../../../schema/partner'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import type { PayerState } from '../chain/readMarketState'

type ValidatePayerParameters = {
  payer: PayerState
  src: Address
  isNativeIn: boolean
  amountIn: bigint
  router: Address
  /** Gas limit times the highest price per gas the tx may pay. */
  maxGasCost: bigint
}

type ValidatePayerReturnType = {
  validation: {
    balance: ValidationCheck
    allowance: ValidationCheck
    gas: ValidationCheck
  }
  issues: QuoteIssue[]
}

/**
 * The payer's balance, allowance to the router and native gas money, read at
 * the quoted block. A read that failed is UNKNOWN: the caller checks itself.
 */
export function validatePayer({
  payer,
  src,
  isNativeIn,
  amountIn,
  router,
  maxGasCost,
}: ValidatePayerParameters): ValidatePayerReturnType {
  const issues: QuoteIssue[] = []
  const balance = check(payer.tokenBalance, amountIn, 'balance')
  if (balance.status === 'ISSUE') {
    issues.push({
      code: 'INSUFFICIENT_BALANCE',
      message: specMessages.notEnoughBalance(String(payer.tokenBalance)),
      actual: String(payer.tokenBalance),
      expected: String(amountIn),
      token: src,
    })
  }

  const allowance: ValidationCheck = isNativeIn
    ? { status: 'NOT_REQUIRED', reason: 'native input needs no approval' }
    : check(payer.allowance, amountIn, 'allowance')
  if (allowance.status === 'ISSUE') {
    issues.push({
      code: 'INSUFFICIENT_ALLOWANCE',
      message: specMessages.notEnoughAllowance(String(payer.allowance)),
      actual: String(payer.allowance),
      expected: String(amountIn),
      token: src,
      spender: router,
    })
  }

  // Native input is paid from the same balance as gas.
  const gasNeeded = maxGasCost + (isNativeIn ? amountIn : 0n)
  const gas = check(payer.nativeBalance, gasNeeded, 'native balance')
  if (gas.status === 'ISSUE') {
    issues.push({
      code: 'INSUFFICIENT_GAS_BALANCE',
      message:
        `Not enough native balance for gas. Current balance: ` +
        `${payer.nativeBalance}, needed: ${gasNeeded}`,
      actual: String(payer.nativeBalance),
      expected: String(gasNeeded),
      token: NATIVE_TOKEN_ADDRESS,
    })
  }
  return { validation: { balance, allowance, gas }, issues }
}

function check(
  actual: bigint | null,
  expected: bigint,
  what: string,
): ValidationCheck {
  if (actual === null) {
    return {
      status: 'UNKNOWN',
      expected: String(expected),
      reason: `${what} could not be read`,
    }
  }
  return {
    status: actual >= expected ? 'VALID' : 'ISSUE',
    actual: String(actual),
    expected: String(expected),
  }
}
