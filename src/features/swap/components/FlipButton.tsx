import { useLingui } from '@lingui/react/macro'
import { FlipIcon } from '../../../ui/icons/FlipIcon'

export type FlipButtonProps = { onFlip: () => void; isDisabled: boolean }

export function FlipButton({ onFlip, isDisabled }: FlipButtonProps) {
  const { t } = useLingui()
  return (
    <div className="flip-row">
      <button
        type="button"
        className="flip-button"
        aria-label={t`Swap the tokens you sell and buy`}
        disabled={isDisabled}
        onClick={onFlip}
      >
        <FlipIcon size={18} />
      </button>
    </div>
  )
}
