type GetNextActiveIndexParameters = {
  key: string
  activeIndex: number
  count: number
  pageSize: number
}

/** Where a navigation key moves the active option; null: not ours. */
export function getNextActiveIndex({
  key,
  activeIndex,
  count,
  pageSize,
}: GetNextActiveIndexParameters): number | null {
  if (count === 0) return null
  const last = count - 1
  switch (key) {
    case 'ArrowDown':
      return Math.min(activeIndex + 1, last)
    case 'ArrowUp':
      return Math.max(activeIndex - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return Math.min(activeIndex + pageSize, last)
    case 'PageUp':
      return Math.max(activeIndex - pageSize, 0)
    default:
      return null
  }
}
