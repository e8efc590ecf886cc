import './swapProgress.css'
import { formatDuration } from '../../../lib/format'
import { type FlowStepId, flowSteps } from '../lifecycle/flowSteps'
import type { StepProgress, StepProgressStatus } from './getSwapProgress'

export type SwapProgressProps = {
  steps: readonly StepProgress[]
  /** Local clock, for the time a step has been waiting. */
  nowMs: number
  /** The chain's block explorer; null when unknown. */
  explorerUrl: string | null
}

const labelOf = (id: FlowStepId) =>
  flowSteps.find((step) => step.id === id)?.label ?? id

const statusTexts: Record<StepProgressStatus, string> = {
  upcoming: 'Not yet',
  wallet: 'Waiting for your wallet',
  pending: 'Pending',
  done: 'Done',
  failed: 'Failed',
}

const markers: Record<StepProgressStatus, string | null> = {
  upcoming: null,
  wallet: '…',
  pending: '…',
  done: '✓',
  failed: '✕',
}

/** What the live region says: the step that moved last, without a clock. */
function describeActive(steps: readonly StepProgress[]) {
  const active =
    steps.find(
      (step) => step.status !== 'done' && step.status !== 'upcoming',
    ) ??
    [...steps].reverse().find((step) => step.status === 'done') ??
    steps[0]
  if (!active) return ''
  const note = active.note ? `. ${active.note}` : ''
  return `${labelOf(active.step)}: ${statusTexts[active.status]}${note}`
}

function StepItem({
  step,
  position,
  nowMs,
  explorerUrl,
}: {
  step: StepProgress
  position: number
  nowMs: number
  explorerUrl: string | null
}) {
  const label = labelOf(step.step)
  const isTimed = step.status === 'wallet' || step.status === 'pending'
  const elapsed =
    isTimed && step.startedAtMs !== null
      ? ` · ${formatDuration((nowMs - step.startedAtMs) / 1000)}`
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
        {statusTexts[step.status]}
        {elapsed}
      </span>
      {step.note ? <span className="swap-step-note">{step.note}</span> : null}
      {step.hash && explorerUrl ? (
        <a
          className="swap-step-link"
          href={`${explorerUrl}/tx/${step.hash}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View the ${label.toLowerCase()} transaction on the explorer`}
        >
          Explorer ↗
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
export function SwapProgress({ steps, nowMs, explorerUrl }: SwapProgressProps) {
  if (steps.length === 0) return null
  return (
    <section className="swap-steps" aria-label="Swap steps">
      <ol className="swap-step-list">
        {steps.map((step, index) => (
          <StepItem
            key={step.step}
            step={step}
            position={index + 1}
            nowMs={nowMs}
            explorerUrl={explorerUrl}
          />
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {describeActive(steps)}
      </p>
    </section>
  )
}
