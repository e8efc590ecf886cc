import './swapProgress.css'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { IsolatedText } from '../../../ui/IsolatedText'
import { type FlowStepId, flowSteps } from '../lifecycle/flowSteps'
import type {
  StepProgress,
  StepProgressStatus,
} from '../progress/getSwapProgress'

export type SwapProgressProps = {
  steps: readonly StepProgress[]
  /** Local clock, for the time a step has been waiting. */
  nowMs: number
  /** The chain's block explorer; null when unknown. */
  explorerUrl: string | null
  /** Service-given values a step's note may name: each shown in a <bdi>. */
  isolatedValues?: readonly (string | null | undefined)[]
}

const labelOf = (id: FlowStepId, i18n: I18n) => {
  const label = flowSteps.find((step) => step.id === id)?.label
  return label ? i18n._(label) : id
}

const explorerLinkLabels: Partial<Record<FlowStepId, MessageDescriptor>> = {
  approve: msg`View the approve transaction on the explorer`,
  requote: msg`View the re-quote transaction on the explorer`,
  sign: msg`View the sign transaction on the explorer`,
  confirm: msg`View the confirm transaction on the explorer`,
}

const statusTexts: Record<StepProgressStatus, MessageDescriptor> = {
  upcoming: msg`Not yet`,
  wallet: msg`Waiting for your wallet`,
  pending: msg`Pending`,
  done: msg`Done`,
  failed: msg`Failed`,
}

const markers: Record<StepProgressStatus, string | null> = {
  upcoming: null,
  wallet: '…',
  pending: '…',
  done: '✓',
  failed: '✕',
}

/** What the live region says: the step that moved last, without a clock. */
function describeActive(steps: readonly StepProgress[], i18n: I18n) {
  const active =
    steps.find(
      (step) => step.status !== 'done' && step.status !== 'upcoming',
    ) ??
    [...steps].reverse().find((step) => step.status === 'done') ??
    steps[0]
  if (!active) return ''
  const label = labelOf(active.step, i18n)
  const status = i18n._(statusTexts[active.status])
  const { note } = active
  return note
    ? i18n._(msg`${label}: ${status}. ${note}`)
    : i18n._(msg`${label}: ${status}`)
}

function StepItem({
  step,
  position,
  nowMs,
  explorerUrl,
  isolatedValues,
}: {
  step: StepProgress
  position: number
  nowMs: number
  explorerUrl: string | null
  isolatedValues: readonly (string | null | undefined)[]
}) {
  const { i18n } = useLingui()
  const format = useFormatters()
  const label = labelOf(step.step, i18n)
  const explorerLinkLabel = explorerLinkLabels[step.step]
  const isTimed = step.status === 'wallet' || step.status === 'pending'
  const elapsed =
    isTimed && step.startedAtMs !== null
      ? ` · ${format.duration((nowMs - step.startedAtMs) / 1000)}`
      : ''
  return (
    <li
      className={`swap-step is-${step.status}`}
      aria-current={isTimed ? 'step' : undefined}
    >
      <span className="swap-step-marker" aria-hidden="true">
        {markers[step.status] ?? position}
      </span>
      <span className="swap-step-label">{label}</span>
      <span className="swap-step-status">
        {i18n._(statusTexts[step.status])}
        {elapsed}
      </span>
      {step.note ? (
        <span className="swap-step-note">
          <IsolatedText text={step.note} values={isolatedValues} />
        </span>
      ) : null}
      {step.hash && explorerUrl ? (
        <a
          className="swap-step-link"
          href={`${explorerUrl}/tx/${step.hash}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={explorerLinkLabel ? i18n._(explorerLinkLabel) : undefined}
        >
          <Trans>Explorer ↗</Trans>
        </a>
      ) : null}
    </li>
  )
}

/**
 * The progress of the swap through its steps (Approve → Re-quote → Sign →
 * Confirm, only those it takes), each waiting for the wallet, pending with
 * its time, done or failed. A polite live region says each change once;
 * the clock is not announced.
 */
export function SwapProgress({
  steps,
  nowMs,
  explorerUrl,
  isolatedValues = [],
}: SwapProgressProps) {
  const { t, i18n } = useLingui()
  if (steps.length === 0) return null
  return (
    <section className="swap-steps" aria-label={t`Swap steps`}>
      <ol className="swap-step-list">
        {steps.map((step, index) => (
          <StepItem
            key={step.step}
            step={step}
            position={index + 1}
            nowMs={nowMs}
            explorerUrl={explorerUrl}
            isolatedValues={isolatedValues}
          />
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {describeActive(steps, i18n)}
      </p>
    </section>
  )
}
