import puppeteer, { type Browser } from 'puppeteer-core'

/** Debian's Firefox ESR, never a downloaded browser (TOOLCHAIN.md). */
export const firefoxExecutablePath =
  process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Preferences that keep Firefox off the network this machine does not
 * have, beyond those Puppeteer sets itself (telemetry reporting, updates,
 * safe browsing, Shield): every fetch Firefox starts by itself would wait
 * on DNS here and print errors. Remote settings (blocklists, Nimbus
 * experiments, certificate lists) go to a closed local port; Firefox reads
 * `services.settings.server` only with MOZ_REMOTE_SETTINGS_DEVTOOLS set.
 */
export const firefoxPreferences: Record<string, string | number | boolean> = {
  'services.settings.server': 'http://127.0.0.1:9/v1',
  'messaging-system.rsexperimentloader.enabled': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'app.update.auto': false,
  'app.update.enabled': false,
  'extensions.blocklist.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.systemAddon.update.url': '',
  'security.remote_settings.crlite_filters.enabled': false,
  'security.remote_settings.intermediates.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'browser.ping-centre.telemetry': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.google.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.topsites.contile.enabled': false,
  'captivedetect.canonicalURL': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'media.gmp-manager.url': '',
  'dom.push.connection.enabled': false,
  'geo.provider.network.url': '',
  'identity.fxaccounts.enabled': false,
}

/** Firefox as the browser tests launch it: headless, over WebDriver BiDi. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath,
    headless: true,
    extraPrefsFirefox: firefoxPreferences,
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
  })
}
