import { Icon, type IconProps } from './Icon'

/** Two arrows, one down and one up: the sides change places. */
export function FlipIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
    </Icon>
  )
}
