import type * as addressChecksum from './addressChecksum'
import { lazyModule } from './lazyModule'

/** What the checksum chunk offers. */
export type AddressChecksum = typeof addressChecksum

/** EIP-55 checksums and keccak, on first use (scripts/chunks.ts). */
export const addressChecksumModule = lazyModule(
  () => import('./addressChecksum'),
)
