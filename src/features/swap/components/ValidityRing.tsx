export type ValidityRingProps = {
  remainingSeconds: number
  periodSeconds: number
}

const radius = 7

/**
 * How much of the quote's validity is left, as a ring that empties. It only
 * draws what the text beside it says, so assistive technology skips it. The
 * ring moves by the second; its easing is off when motion is reduced.
 */
export function ValidityRing({
  remainingSeconds,
  periodSeconds,
}: ValidityRingProps) {
  const share =
    periodSeconds > 0
      ? Math.min(1, Math.max(0, remainingSeconds / periodSeconds))
      : 0
  const percent = Math.round(share * 1000) / 10
  return (
    <svg
      className="validity-ring"
      viewBox="0 0 18 18"
      width={16}
      height={16}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="validity-ring-track" cx={9} cy={9} r={radius} />
      <circle
        className="validity-ring-fill"
        cx={9}
        cy={9}
        r={radius}
        pathLength={100}
        strokeDasharray={`${percent} 100`}
        transform="rotate(-90 9 9)"
      />
    </svg>
  )
}
