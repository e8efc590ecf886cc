import { Icon, type IconProps } from './Icon'

/** Two arrows, one each way: the rate turned the other way. */
export function InvertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h14M18 8l-3-3M18 8l-3 3M20 16H6M6 16l3-3M6 16l3 3" />
    </Icon>
  )
}
