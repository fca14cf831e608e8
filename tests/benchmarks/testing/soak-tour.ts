import type { Page } from '@playwright/test'

/**
 * One round of the soak: every route a signed-in customer reaches, each by the way a user gets
 * there (main navigation by mouse or keyboard, the user menu, a link on the page, back and forward)
 * or, for the pages only a sent form leads to, by a router push (history.pushState, which TanStack
 * Router's history hears). Never a full page load. Links are found by href, so any language works.
 */
export type Step =
  | { via: 'nav'; href: string }
  | { via: 'menu'; href: string }
  | { via: 'link'; selector: string; path: RegExp }
  | { via: 'push'; to: string }
  | { via: 'back' | 'forward'; path: RegExp }

export const ROUND: readonly Step[] = [
  { via: 'nav', href: '/' },
  { via: 'nav', href: '/active' },
  { via: 'nav', href: '/order' },
  { via: 'push', to: '/order/confirm' },
  { via: 'back', path: /^\/order$/ },
  { via: 'nav', href: '/offer' },
  { via: 'push', to: '/offer/thank-you' },
  { via: 'nav', href: '/price-calculator' },
  { via: 'nav', href: '/archive' },
  { via: 'push', to: '/order/thank-you/a' },
  { via: 'nav', href: '/address-book' },
  { via: 'link', selector: 'main a[href="/address-book/create"]', path: /^\/address-book\/create$/ },
  { via: 'back', path: /^\/address-book$/ },
  {
    via: 'link',
    selector: 'main a[href^="/address-book/"][href$="/edit"]',
    path: /^\/address-book\/\d+\/edit$/,
  },
  { via: 'back', path: /^\/address-book$/ },
  { via: 'forward', path: /^\/address-book\/\d+\/edit$/ },
  { via: 'nav', href: '/recurring-orders' },
  { via: 'menu', href: '/profile' },
  { via: 'link', selector: 'main a[href="/profile/change-password"]', path: /^\/profile\/change-password$/ },
  { via: 'back', path: /^\/profile$/ },
]

/** The routes one round visits, for the report. */
export const ROUTES_VISITED = [
  '/',
  '/active',
  '/order',
  '/order/confirm',
  '/offer',
  '/offer/thank-you',
  '/price-calculator',
  '/archive',
  '/order/thank-you/$mail',
  '/address-book',
  '/address-book/create',
  '/address-book/$address/edit',
  '/recurring-orders',
  '/profile',
  '/profile/change-password',
]

const NAV = 'nav[id] a'

/** Where a step should land: the path it names or, for a push, the path pushed. */
function landing(step: Step): RegExp {
  if (step.via === 'nav' || step.via === 'menu') return new RegExp(`^${step.href === '/' ? '/' : step.href}$`)
  if (step.via === 'push') return new RegExp(`^${step.to}$`)
  return step.path
}

/**
 * Takes one step and waits until the new route shows its heading, painted. `keyboard` follows a
 * main-navigation link with Enter instead of a click.
 */
export async function takeStep(page: Page, step: Step, keyboard: boolean): Promise<void> {
  // The headings on show now: the step is done once another one is there.
  await page.evaluate(() => {
    window.__soakSeen = new WeakSet(document.querySelectorAll('main h1'))
  })
  if (step.via === 'nav') {
    const link = page.locator(`${NAV}[href="${step.href}"]`)
    if (keyboard) {
      await link.focus()
      await page.keyboard.press('Enter')
    } else {
      await link.click()
    }
  } else if (step.via === 'menu') {
    await page.getByTestId('user-menu').click()
    await page.locator(`a[href="${step.href}"]`).first().click()
  } else if (step.via === 'link') {
    await page.locator(step.selector).first().click()
  } else if (step.via === 'push') {
    await page.evaluate((to) => {
      const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
      const key = Math.random().toString(36).slice(2)
      history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', to)
    }, step.to)
  } else if (step.via === 'back') {
    await page.evaluate(() => history.back())
  } else {
    await page.evaluate(() => history.forward())
  }
  await page.waitForFunction(
    (pattern) =>
      new RegExp(pattern).test(location.pathname) &&
      [...document.querySelectorAll('main h1')].some((heading) => !window.__soakSeen?.has(heading)),
    landing(step).source,
    { timeout: 30_000, polling: 'raf' },
  )
}

/**
 * Fills the order draft once, as a user does (a reference, then Next), and comes back to the
 * dashboard. Confirm checks the draft it loads and sends an incomplete one back to the form, so the
 * tour's push to /order/confirm needs a complete draft to land there; nothing in the tour clears it.
 */
export async function completeOrderDraft(page: Page): Promise<void> {
  await takeStep(page, { via: 'nav', href: '/order' }, false)
  await page.fill('input[name="invoiceReference"]', 'SOAK')
  await page.locator('main form button[type="submit"]').last().click()
  await page.waitForFunction(() => location.pathname === '/order/confirm', undefined, { timeout: 30_000 })
  await takeStep(page, { via: 'nav', href: '/' }, false)
}

declare global {
  interface Window {
    __soakSeen?: WeakSet<Element>
  }
}
