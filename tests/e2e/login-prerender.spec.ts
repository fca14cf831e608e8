import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#tests/e2e/pages/portal'

/**
 * Issue 25, item 1: /login is painted from the HTML the server sends (prerendered per language at
 * build time), and the app's start takes those very nodes over: nothing drawn twice, nothing moved.
 */

const LOGIN_TEXTS = { de: 'Anmelden', fr: 'Se connecter', it: 'Accedi', en: 'Log in' } as const

test('the /login page as served holds the login form in the visitor’s language, a chosen one first', async ({
  request,
}) => {
  const cases = [
    { headers: { 'Accept-Language': 'de-CH,de;q=0.9' }, locale: 'de' },
    { headers: { 'Accept-Language': 'fr-CH,fr;q=0.9,en;q=0.5' }, locale: 'fr' },
    { headers: { 'Accept-Language': 'it-CH' }, locale: 'it' },
    { headers: { 'Accept-Language': 'en-GB,en;q=0.9' }, locale: 'en' },
    { headers: { 'Accept-Language': 'es-ES' }, locale: 'de' },
    { headers: { 'Accept-Language': 'de-CH', Cookie: 'language=it' }, locale: 'it' },
  ] as const
  for (const { headers, locale } of cases) {
    const response = await request.get('/login', { headers })
    const html = await response.text()
    const where = JSON.stringify(headers)
    expect(response.headers()['content-security-policy'], where).toContain("script-src 'self'")
    expect(html, where).toContain(`<html lang="${locale}"`)
    expect(html, where).toMatch(/<form [^>]*method="post"/)
    expect(html, where).toContain('name="username"')
    expect(html, where).toContain('type="password"')
    expect(html, where).toContain(`<h1>${LOGIN_TEXTS[locale]}</h1>`)
    // No inline script: the strict CSP would refuse it.
    expect(html.match(/<script[^>]*>/g), where).toEqual([expect.stringMatching(/ src="\/assets\//)])
  }
})

/** Holds the entry script until `release`, so the test sees the page as the HTML painted it. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

async function watchShiftsAndErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.defineProperty(window, '__shifts', { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return { errors, shifts: () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts) }
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
  })

test.describe('in French', () => {
  test.use({ locale: 'fr-CH' })

  test('the start hydrates the painted login: same nodes, what was typed kept, no error, no shift; a language chosen there is the next page’s', async ({
    page,
  }) => {
    const watch = await watchShiftsAndErrors(page)
    const release = await holdEntry(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { name: LOGIN_TEXTS.fr })).toBeVisible()
    // Typed before any script ran; the button waits for it.
    await page.locator('input[name="username"]').fill('customer')
    await expect(page.locator('form button[type="submit"]')).toBeDisabled()
    await page.evaluate(() => {
      const marked = window as unknown as { __form?: Element; __input?: Element }
      marked.__form = document.querySelector('form') ?? undefined
      marked.__input = document.querySelector('input[name="username"]') ?? undefined
    })
    release()
    await hydrated(page)
    expect(
      await page.evaluate(() => {
        const marked = window as unknown as { __form?: Element; __input?: Element }
        return (
          marked.__form === document.querySelector('form') &&
          marked.__input === document.querySelector('input[name="username"]') &&
          marked.__form?.isConnected === true
        )
      }),
    ).toBe(true)
    await expect(page.locator('input[name="username"]')).toHaveValue('customer')
    await expect(page.locator('form button[type="submit"]')).toBeEnabled()
    expect(watch.errors).toEqual([])
    expect(await watch.shifts()).toEqual([])

    // The switcher works on the hydrated page, and the server sends the next /login in that language.
    await page.getByRole('combobox').selectOption('it')
    await expect(page.getByRole('heading', { name: LOGIN_TEXTS.it })).toBeVisible()
    const italian = await page.request.get('/login')
    expect(await italian.text()).toContain('<html lang="it"')

    // Logging in hands the page over to the app's router.
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/login/)
    await expect(page.locator('main h1')).toBeVisible()
    expect(watch.errors).toEqual([])
  })
})

test('a language stored before the cookie existed never shows the page’s other language: the app draws its own', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const release = await holdEntry(page)
  await page.goto('/login', { waitUntil: 'commit' })
  // German from the server (de-CH browser, no cookie yet) until the entry runs...
  await expect(page.getByRole('heading', { name: LOGIN_TEXTS.de })).toBeVisible()
  release()
  // ...which puts the shell in its place at once; the app then draws the English login.
  await expect(page.getByRole('heading', { name: LOGIN_TEXTS.en })).toBeVisible()
  await expect(page.getByRole('heading', { name: LOGIN_TEXTS.de })).toHaveCount(0)
  expect(await page.request.get('/login').then((response) => response.text())).toContain('<html lang="en"')
})

test('typing the username loads the sync worker before the click, so the first mirror does not wait for its script', async ({
  page,
}) => {
  const workerScripts: string[] = []
  page.on('request', (request) => {
    if (/sync\.worker[^/]*\.js/.test(request.url())) workerScripts.push(request.url())
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled()
  expect(workerScripts).toEqual([])
  await page.getByLabel('Benutzername oder E-Mail').pressSequentially('cust')
  await expect.poll(() => workerScripts.length).toBe(1)
  await page.getByLabel('Benutzername oder E-Mail').fill('customer')
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/$/)
  // The worker made at the first character is the one the login starts: no second script.
  expect(workerScripts).toHaveLength(1)
})
