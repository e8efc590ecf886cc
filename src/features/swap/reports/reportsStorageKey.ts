/**
 * Where unsent execution reports wait (reportQueue.ts), shared by every tab
 * and widget of the origin. A module of its own: the provider on the first
 * load and the queue's code loaded later both need it.
 */
export const REPORTS_STORAGE_KEY = 'swap.reports.v1'
