import { expect, test } from '@playwright/test'
import { LoginPage, Shell } from './pages/portal'

/** Rectangles (viewport coordinates) of the help strip and of every form field it overlaps, per scroll position. */
function overlapsWhileScrolling(): { scrollY: number; field: string }[] {
  const strip = [...document.querySelectorAll('aside')].find((aside) =>
    aside.querySelector('a[href^="tel:"]'),
  )
  if (!strip) throw new Error('no help strip')
  const fields = [
    ...document.querySelectorAll<HTMLElement>(
      'main form input:not([type="hidden"]), main form textarea, main form select, main form button, main form [role="combobox"]',
    ),
  ]
  if (fields.length === 0) throw new Error('no form fields')
  const found: { scrollY: number; field: string }[] = []
  const end = document.documentElement.scrollHeight - window.innerHeight
  for (let y = 0; ; y = Math.min(end, y + 40)) {
    window.scrollTo(0, y)
    const a = strip.getBoundingClientRect()
    for (const field of fields) {
      const b = field.getBoundingClientRect()
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      if (width > 0 && height > 0) {
        found.push({
          scrollY: window.scrollY,
          field: field.getAttribute('name') ?? field.outerHTML.slice(0, 60),
        })
      }
    }
    if (y >= end) break
  }
  return found
}

test('at 360 px the FAQ/phone strip covers no form field of the create-contact screen, wherever it is scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await page.goto('/address-book/create')
  await expect(page.locator('main form input[name="name"]')).toBeVisible()

  expect(await page.evaluate(overlapsWhileScrolling)).toEqual([])
  // Still there and in reach, with both links.
  const strip = new Shell(page).helpStrip()
  await strip.scrollIntoViewIfNeeded()
  await expect(strip).toBeVisible()
  await expect(strip.getByRole('link')).toHaveCount(2)
})
