import { lazyModule } from '../../lib/lazyModule'

/** The recipient's full check, keccak included (scripts/chunks.ts). */
export const checkedRecipientModule = lazyModule(
  () => import('./readCheckedRecipient'),
)
