import { startFaultyProxy } from './fixtures/faultyProxy.ts'
import { amountField, openSwapPage } from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The chain registry unavailable as the page loads: each test has a proxy
 * of its own (an empty cache) whose upstream answers the registry with a
 * 503 (test/harness/startFaultyUpstream.ts). With no copy anywhere the
 * page says, in words, that the networks are unavailable and why, shows no
 * form, and "Try again" brings the card once the service answers; with this
 * browser's last good copy (`swap.chains.v1`) it goes on with that copy and
 * says how old it is.
 */

const REGISTRY_PATH = /^\/partner\/v1\/chains\b/
const CHAINS_COPY_KEY = 'swap.chains.v1'

test('behavior: with no copy, the page says the networks are unavailable and why; Try again brings the card once the service answers', async ({
  page,
}) => {
  const faulty = await startFaultyProxy()
  try {
    faulty.upstream.setFault({
      mode: { kind: 'status', status: 503 },
      paths: REGISTRY_PATH,
    })
    await page.goto(`${faulty.url}/`)
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Networks unavailable' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText(
      'The swap service had a problem (error 503).',
    )
    await expect(amountField(page)).toHaveCount(0)

    faulty.upstream.setFault({ mode: { kind: 'pass' } })
    await banner.getByRole('button', { name: 'Try again' }).click()
    await expect(amountField(page)).toBeEditable()
    await expect(banner).toBeHidden()
  } finally {
    await faulty.close()
  }
})

test("behavior: with this browser's last good copy, the page goes on with it and says how old it is", async ({
  page,
  context,
}) => {
  // A good answer seen on a first visit, kept by the browser.
  await openSwapPage(page)
  const readCopy = () =>
    page.evaluate((key) => localStorage.getItem(key), CHAINS_COPY_KEY)
  // Written once the page is idle after the answer.
  await expect.poll(readCopy).not.toBeNull()
  const copy = await readCopy()

  const faulty = await startFaultyProxy()
  try {
    faulty.upstream.setFault({
      mode: { kind: 'status', status: 503 },
      paths: REGISTRY_PATH,
    })
    // The same browser on this proxy's origin: its storage holds the copy.
    await context.addInitScript(
      ([key, value]) => {
        if (value) localStorage.setItem(key, value)
      },
      [CHAINS_COPY_KEY, copy] as const,
    )
    const later = await context.newPage()
    await later.goto(`${faulty.url}/`)
    await expect(
      later.getByText(
        /^Networks as of .*: the swap service is not answering\.$/,
      ),
    ).toBeVisible()
    await expect(amountField(later)).toBeEditable()
    await expect(later.getByRole('alert')).toHaveCount(0)
  } finally {
    await faulty.close()
  }
})
