// A PO catalogue imported as the module Lingui compiles it into
// (scripts/linguiPlugins.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}
