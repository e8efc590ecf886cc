/**
 * The locales the device itself writes numbers in, beside the interface's
 * language: an English interface on a phone set to a German region
 * (`navigator.language` 'en-DE') has a decimal keypad that offers only
 * ",", so the amount fields read that comma as a decimal one too.
 */
export function getDeviceLocales(): string[] {
  return [navigator.language]
}
