import { expect, test } from '@playwright/test'

// tests/chromium.ts: Chromium 156 builds its omnibox popups (WebUI pages) for every window, headless
// or not, and they cost seconds of CPU beside the portal on a fresh profile.
test('a fresh profile starts no browser UI page beside the portal', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.locator('input[name=username]')).toBeVisible()
  const cdp = await browser.newBrowserCDPSession()
  const browserUi = async () =>
    (await cdp.send('Target.getTargets')).targetInfos
      .filter(({ type }) => type === 'browser_ui')
      .map(({ url }) => url)
  // The popups are made when the window is, before its page loads: present by now if they come at all.
  expect(await browserUi()).toEqual([])
  await context.close()
})
