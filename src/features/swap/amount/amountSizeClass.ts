// An amount shrinks to fit its box instead of being cut: the size steps
// down with the number of characters it shows. The steps are set so the
// longest amount of each fits the narrowest box (a 375 px phone, beside the
// token button) in the card's font.

const steps = [
  { upTo: 8, className: '' },
  { upTo: 11, className: ' amount-m' },
  { upTo: 15, className: ' amount-s' },
  { upTo: 20, className: ' amount-xs' },
] as const

/** The size class an amount of this text takes (with its leading space). */
export function amountSizeClass(text: string | null | undefined): string {
  const length = [...(text ?? '')].length
  return steps.find((step) => length <= step.upTo)?.className ?? ' amount-xxs'
}
