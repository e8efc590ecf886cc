import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { lazyModule, useLazyModule } from '../lib/lazyModule'

// Not part of the frame's first load: it is fetched once something could
// be pressed that it guards, and no such press counts before the frame has
// been watched for a second anyway.
const frameWatch = lazyModule(() => import('./watchFrameVisibility'))

/**
 * Why presses that commit host-set limits or lead to a signature do not
 * count yet (the frame has not been in plain sight for a second: see
 * frameArm.ts), or null once they do. Held from the start: '' until the
 * watch and its words have arrived. `isWanted`: such a press could come
 * (limits to confirm, or a wallet connected).
 */
export function useFrameVisibilityArm(isWanted: boolean): string | null {
  const { i18n } = useLingui()
  const watch = useLazyModule(frameWatch, isWanted)
  const [isArmed, setIsArmed] = useState(false)
  useEffect(() => watch?.watchFrameVisibility(setIsArmed), [watch])
  if (isArmed) return null
  return watch ? i18n._(watch.FRAME_ARMING_REASON) : ''
}
