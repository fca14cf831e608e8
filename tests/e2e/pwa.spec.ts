import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { LoginPage, Shell } from './pages/portal'

// The build this run serves (playwright.config.ts gives each run its own folder).
const SW_FILE = join(process.env.PORTAL_OUT_DIR ?? 'dist', 'sw.js')

async function waitForServiceWorker(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** A page loaded after the install is controlled by the worker, as a returning user's is. */
async function reloadUnderControl(page: import('@playwright/test').Page) {
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('after the service worker is installed, a visited route reloads with the network off', async ({
  page,
  context,
}) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await page.goto('/archive')
  await expect(new Shell(page).avatar()).toBeVisible()
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/archive$/)
  await expect(new Shell(page).avatar()).toHaveText('LB')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('a newer service worker shows the update banner, and Reload page activates it once', async ({
  page,
}) => {
  // Login, two service-worker installs, a check every 5 s and a reload: under the full run's load
  // (vitest beside the browser tests) this took more than the default minute once.
  test.setTimeout(120_000)
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await waitForServiceWorker(page)
  await reloadUnderControl(page)
  await expect(new Shell(page).avatar()).toBeVisible()
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    // A byte-different sw.js is a new version; the app checks every 5 seconds.
    writeFileSync(SW_FILE, `${original}\n// e2e update ${Date.now()}\n`)
    const banner = page.getByRole('status').filter({ has: page.getByRole('button') })
    await expect(banner).toBeVisible({ timeout: 30_000 })
    let loads = 0
    page.on('load', () => {
      loads++
    })
    // Waited for before the click: a reload served by the service worker can end before click() returns.
    const reloaded = page.waitForEvent('load')
    await banner.getByRole('button').click()
    await reloaded
    await page.waitForTimeout(1500)
    expect(loads).toBe(1)
    await expect(banner).toBeHidden()
  } finally {
    writeFileSync(SW_FILE, original)
  }
})
