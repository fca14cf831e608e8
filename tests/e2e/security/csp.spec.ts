import { expect, type Page, test } from '@playwright/test'
import { LoginPage, Shell } from '#tests/e2e/pages/portal'
import { watchCsp } from './csp-watch'

/**
 * `npm start` serves the portal with a Content-Security-Policy (docs/deployment.md): scripts,
 * workers and styles from its own origin only, no inline script, no eval, no framing. A tour of the
 * main routes, signed out and in, sets off no violation anywhere in the tab.
 */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  )
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

test('every answer carries the CSP, nosniff, the referrer policy and no framing', async ({ request }) => {
  for (const path of ['/', '/login', '/address-book', '/sw.js', '/config.json', '/manifest.webmanifest']) {
    const response = await request.get(path)
    expect(response.ok(), path).toBe(true)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('same-origin')
    expect(headers['x-frame-options'], path).toBe('DENY')
    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('script-src'), path).toEqual(["'self'"])
    expect(policy.get('worker-src'), path).toEqual(["'self'"])
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
    expect(policy.get('object-src'), path).toEqual(["'none'"])
    expect(policy.get('base-uri'), path).toEqual(["'self'"])
    // The default config.json names no other host: the API and the website are the portal's origin.
    expect(policy.get('connect-src'), path).toEqual(["'self'"])
    expect(headers['content-security-policy'], path).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  }
})

async function expectNoViolation(page: Page, watch: Awaited<ReturnType<typeof watchCsp>>, where: string) {
  // Late chunks, images and the worker's first calls of the screen.
  await page.waitForLoadState('networkidle')
  expect(await watch.violations(), where).toEqual([])
}

test('a tour of the main routes sets off no CSP violation; a planted inline script is refused', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const watch = await watchCsp(page)
  for (const path of ['/login', '/register', '/login/password-reset']) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await expectNoViolation(page, watch, path)
  }

  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const routes: [string, string][] = [
    ['/', 'section h2'],
    ['/address-book', 'table tbody tr'],
    ['/address-book/create', 'form'],
    ['/active', 'table tbody tr'],
    ['/archive', 'table tbody tr'],
    ['/recurring-orders', 'table tbody tr'],
    ['/order', 'form'],
    ['/offer', 'form'],
    ['/price-calculator', 'form'],
    ['/profile', 'form'],
    ['/profile/change-password', 'form'],
  ]
  for (const [path, content] of routes) {
    await page.goto(path)
    await expect(page.locator(content).first()).toBeVisible({ timeout: 20_000 })
    await expectNoViolation(page, watch, path)
  }

  // The policy is what keeps a planted script from running, and the watch does see a refusal.
  expect(await plantInlineScript(page)).toBe(false)
  await expect.poll(async () => (await watch.violations()).length).toBeGreaterThan(0)

  // Offline the service worker answers the page from its precache, headers and all.
  await page.context().setOffline(true)
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  expect(await plantInlineScript(page)).toBe(false)
  await page.context().setOffline(false)
})

function plantInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
  })
}
