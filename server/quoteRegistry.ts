/**
 * The partner quote ids this proxy served recently. An execution report is
 * telemetry the upstream attributes to our partner key, so only reports about
 * quotes we handed out are forwarded: nobody can feed the service invented
 * outcomes under our name. In memory (bounded, oldest out) or in Redis, where
 * every instance knows what the others served.
 */

export const QUOTE_MEMORY_MS = 30 * 60_000

export type QuoteRegistry = {
  remember(quoteId: string, nowMs: number): Promise<void>
  has(quoteId: string, nowMs: number): Promise<boolean>
}
