export type { AppToken } from './types'
