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

/** The customer on /archive, with the service worker installed. */
async function onArchiveInstalled(page: import('@playwright/test').Page) {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await page.goto('/archive')
  await expect(new Shell(page).avatar()).toBeVisible()
  await waitForServiceWorker(page)
}

test('after the service worker is installed, a visited route reloads with the network off', async ({
  page,
  context,
}) => {
  await onArchiveInstalled(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/archive$/)
  await expect(new Shell(page).avatar()).toHaveText('LB')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('a returning reload preloads the screen’s chunks and takes every chunk from the cache, not the worker', async ({
  page,
  context,
}) => {
  await onArchiveInstalled(page)
  await reloadUnderControl(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The layout's and the archive's chunks were asked for in the first frame, not after the layout ran.
  const preload = await page.evaluate(() => {
    const listed = (name: string) =>
      document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? []
    const asked = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    )
    const wanted = [...listed('app-chunks'), ...listed('screen-chunks:/archive')]
    return { wanted: wanted.length, missing: wanted.filter((file) => !asked.has(file)) }
  })
  expect(preload.wanted).toBeGreaterThan(10)
  expect(preload.missing).toEqual([])

  /** How the browser served this document's chunks (Resource Timing's worker source type). */
  const sources = () =>
    page.evaluate(() => {
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) =>
          new URL(entry.name).pathname.startsWith('/assets/'),
        ) as (PerformanceResourceTiming & {
        workerFinalSourceType?: string
      })[]
      return {
        count: chunks.length,
        sources: [...new Set(chunks.map((entry) => entry.workerFinalSourceType))],
      }
    })
  const online = await sources()
  expect(online.count).toBeGreaterThan(20)
  expect(online.sources).toEqual(['cache'])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(new Shell(page).avatar()).toHaveText('LB')
  const offline = await sources()
  expect(offline.count).toBeGreaterThan(20)
  expect(offline.sources).toEqual(['cache'])
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
