import { useId } from 'react'
import { useLocale } from '../../../lib/i18n/LocaleProvider'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { amountSizeClass } from '../amount/amountSizeClass'
import { parseAmountInput } from '../amount/parseAmountInput'

/** The refusals' words: fetched with the first refusal shown. */
const amountAdviceText = lazyModule(() => import('./AmountAdviceText'))

export type AmountFieldProps = {
  label: string
  value: string
  onChange: (text: string) => void
  /** The token's decimals; null while no token is chosen. */
  decimals: number | null
  isDisabled?: boolean
}

/** A decimal amount as typed; explains what is wrong with it, if anything. */
export function AmountField({
  label,
  value,
  onChange,
  decimals,
  isDisabled = false,
}: AmountFieldProps) {
  const id = useId()
  const { locale } = useLocale()
  const parsed =
    decimals === null ? null : parseAmountInput(value, decimals, locale)
  const error = parsed?.status === 'invalid' ? parsed.advice : null
  const words = useLazyModule(amountAdviceText, error !== null)
  return (
    <div className="amount-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={`amount-input${amountSizeClass(value)}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="0"
        value={value}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {words ? <words.AmountAdviceText advice={error} /> : null}
        </p>
      ) : null}
    </div>
  )
}
