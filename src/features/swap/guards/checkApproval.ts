// Before an approval (or a reset to zero), the lifecycle asks this one
// question: approvalPolicy's checks in their order, the first refusal
// stopping the flow before the wallet is asked.
import { approvalPolicy, type CheckApprovalParameters } from './approvalPolicy'
import { type GuardResult, guardI18n } from './types'

export async function checkApproval(
  parameters: CheckApprovalParameters,
): Promise<GuardResult> {
  const worded = { ...parameters, i18n: guardI18n(parameters) }
  for (const check of approvalPolicy) {
    const result = await check.run(worded)
    if (!result.ok) return result
  }
  return { ok: true }
}
