import { Icon, type IconProps } from './Icon'

/** A chevron pointing down: opens what is below. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  )
}
