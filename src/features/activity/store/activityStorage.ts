/** Version 2: amounts raw, tokens with address and logo. */
export const ACTIVITY_STORAGE_KEY = 'swap.activity.v2'
/** Version 1 kept amounts as display text; read once, then removed. */
export const LEGACY_ACTIVITY_STORAGE_KEY = 'swap.activity.v1'
export const ACTIVITY_VERSION = 2
/** Per account; older entries are dropped. */
export const MAX_ENTRIES_PER_ACCOUNT = 50
