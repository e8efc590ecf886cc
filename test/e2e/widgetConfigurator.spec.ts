import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { env, expect, test } from './fixtures/test.ts'
import { widgetFrame } from './fixtures/widgetHost.ts'

/**
 * The configurator (examples/configurator/), served beside the example
 * partner page on its allowlisted origin: the live preview is the real
 * widget (the deployment's versioned widget.js and its frame), and the
 * snippet it hands out works as it is, pasted into a blank page of that
 * origin (written to the folder the example host serves at /pages/), with
 * the integrity hash of the very file the proxy serves.
 */

declare global {
  interface Window {
    configurator: {
      manifest: { version: string; path: string; integrity: string }
      readOptions: () => Record<string, unknown>
    }
  }
}

const mainButton = (page: Page) =>
  widgetFrame(page).locator('.swap-button-area > button.button-primary')

async function openConfigurator(page: Page) {
  await page.goto(new URL('/configurator/', env('E2E_WIDGET_HOST_URL')).href)
  await page.waitForFunction(() => window.configurator !== undefined)
  await expect(
    widgetFrame(page).getByRole('textbox', { name: 'Amount to sell' }),
  ).toHaveValue('1')
}

/** A page of the example host's origin holding `body` and nothing else. */
async function servePage(name: string, body: string) {
  const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><title>Blank</title></head>\n<body>\n${body}\n</body>\n</html>\n`
  await writeFile(join(env('E2E_PAGES_DIR'), name), html)
  return new URL(`/pages/${name}`, env('E2E_WIDGET_HOST_URL')).href
}

test('behavior: the accent colour and the language change the live preview, without a reload', async ({
  page,
}) => {
  await openConfigurator(page)
  const frame = page.frames().find((f) => f.url().includes('/embed.html'))
  await frame?.evaluate(() => {
    ;(window as unknown as { mark: number }).mark = 7
  })
  await expect(mainButton(page)).not.toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  )

  await page.getByLabel('Accent').fill('#c2185b')
  await expect(mainButton(page)).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  )
  await page.getByLabel('Language').selectOption('de')
  await expect(
    widgetFrame(page).getByRole('textbox', { name: 'Zu verkaufender Betrag' }),
  ).toHaveValue('1')
  await page.getByLabel('Background').fill('#102030')
  await expect
    .poll(() =>
      frame?.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      ),
    )
    .toBe('rgb(16, 32, 48)')
  expect(
    await frame?.evaluate(() => (window as unknown as { mark: number }).mark),
  ).toBe(7)
})

test('behavior: the copied snippet, pasted into a blank page, renders the same widget with the same options; its integrity is the served file’s hash', async ({
  page,
  context,
}) => {
  const hostOrigin = new URL(env('E2E_WIDGET_HOST_URL')).origin
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: hostOrigin,
  })
  await openConfigurator(page)
  await page.getByLabel('Accent').fill('#c2185b')
  await page.getByLabel('Language').selectOption('de')
  await page.getByLabel('Amount').fill('3')
  await page.getByLabel('Density').selectOption('compact')
  await page.getByRole('checkbox', { name: 'compare' }).check()
  await expect(mainButton(page)).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  )
  const options = await page.evaluate(() => window.configurator.readOptions())
  expect(options).toMatchObject({
    amount: '3',
    locale: 'de',
    hide: ['compare'],
    theme: { accent: '#c2185b', density: 'compact' },
  })

  await page.getByRole('button', { name: 'Copy snippet' }).click()
  await expect(page.getByText('Copied.')).toBeVisible()
  const snippet = await page.evaluate(() => navigator.clipboard.readText())

  // The integrity attribute is the hash of the file the proxy serves.
  const src = /<script type="module" src="([^"]+)"/.exec(snippet)?.[1] ?? ''
  const integrity = /integrity="(sha384-[^"]+)"/.exec(snippet)?.[1]
  expect(new URL(src).pathname).toMatch(
    /^\/widget\/v\d+\.\d+\.\d+\/widget\.js$/,
  )
  const served = Buffer.from(await (await fetch(src)).arrayBuffer())
  expect(integrity).toBe(
    `sha384-${createHash('sha384').update(served).digest('base64')}`,
  )

  // Pasted into a blank page: the same widget, the same options.
  await page.goto(await servePage('pasted.html', snippet))
  const pasted = widgetFrame(page)
  await expect(
    pasted.getByRole('textbox', { name: 'Zu verkaufender Betrag' }),
  ).toHaveValue('3')
  await expect(mainButton(page)).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  )
  await expect(pasted.locator('html')).toHaveAttribute(
    'data-density',
    'compact',
  )
  await expect(pasted.getByText('Mit einzelnen Pools vergleichen')).toHaveCount(
    0,
  )
  const pastedOptions = JSON.parse(
    /createSwapWidget\(document\.getElementById\('swap'\), ([\s\S]*)\)\n<\/script>/.exec(
      snippet,
    )?.[1] ?? 'null',
  )
  expect(pastedOptions).toEqual(options)
})

test('behavior: a snippet whose integrity does not match the file loads no widget', async ({
  page,
}) => {
  await openConfigurator(page)
  const snippet = await page.locator('#snippet').textContent()
  const tampered = (snippet ?? '').replace(
    /integrity="sha384-[^"]+"/,
    `integrity="sha384-${createHash('sha384').update('another file').digest('base64')}"`,
  )
  const blocked = page.waitForEvent('console', (message) =>
    message.text().includes("'integrity' attribute"),
  )
  await page.goto(await servePage('tampered.html', tampered))
  await blocked
  await expect(page.locator('iframe')).toHaveCount(0)
})
