import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { FindingsTable, LANGUAGES, scanInEveryLanguage } from './testing/axe-scan'

/**
 * axe-core on the archive's bulk proof-of-delivery dialog (issue 23, item 2) in de, fr, it and en,
 * at the desk's and a phone's width: the date range form with its messages, and the summary with
 * skipped shipments. Nothing is sent: the customer's fixture data stays as other specs expect it.
 */
test.describe.configure({ timeout: 180_000 })

const table = new FindingsTable()
const DIALOG = { include: '[role="dialog"]' }
const rows = (page: Page) => page.locator('main table tbody tr')

test.afterAll(() => {
  table.print('Bulk proof-of-delivery dialog')
})

async function openArchive(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/archive')
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
}

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`axe on the bulk proof-of-delivery dialog: range form with messages, then a summary (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openArchive(page)

    const opener = page.getByRole('button', { name: 'Request proofs of delivery' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Request proofs of delivery' })
    await expect(dialog.getByText('From date')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('desk@')
    await dialog.getByRole('button', { name: 'Check' }).click()
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible()
    const box = await dialog.getByRole('button', { name: 'Check' }).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await scanInEveryLanguage(page, table, `bulk POD form, ${viewport.name}`, DIALOG)

    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()

    // Three rows chosen: the summary lists what will be requested and what is skipped.
    for (const index of [0, 1, 2]) await rows(page).nth(index).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Request proofs of delivery (3)' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('desk@example.ch')
    await dialog.getByRole('button', { name: 'Check' }).click()
    await expect(dialog.getByText(/will be requested for desk@example.ch|Nothing to request/)).toBeVisible()
    await scanInEveryLanguage(page, table, `bulk POD summary, ${viewport.name}`, DIALOG)
  })
}

test('axe on the waiting-changes panel with a batch, then the batch discarded whole: nothing is sent', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openArchive(page)
  // The scans switch the language offline: each catalog is loaded once before, as a user who
  // switched languages earlier would have it.
  await page.evaluate(
    async (languages) => {
      const select = document.querySelector<HTMLSelectElement>('header select')
      for (const code of languages) {
        if (!select) return
        select.value = code
        select.dispatchEvent(new Event('change', { bubbles: true }))
        const deadline = Date.now() + 10_000
        while (document.documentElement.lang !== code && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
    },
    [...LANGUAGES, 'en'],
  )
  await context.setOffline(true)
  for (const index of [0, 1, 2]) await rows(page).nth(index).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Request proofs of delivery (3)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request proofs of delivery' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('discarded@example.ch')
  await dialog.getByRole('button', { name: 'Check' }).click()
  await dialog.getByRole('button', { name: 'Send requests' }).click()
  await expect(dialog.getByRole('status')).toContainText('0 of 3 sent.')
  await page.keyboard.press('Escape')

  const badge = page.getByRole('button', { name: /3 changes waiting/ })
  await badge.click()
  const panel = page.getByRole('dialog', { name: 'Changes waiting to be sent' })
  const line = panel.getByRole('listitem')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('3 proof-of-delivery requests to discarded@example.ch')
  await scanInEveryLanguage(page, table, 'waiting changes, a batch', DIALOG)
  await line.getByRole('button', { name: 'Discard' }).click()
  await expect(line.getByRole('button', { name: 'Keep' })).toBeFocused()
  await scanInEveryLanguage(page, table, 'waiting changes, discard a batch?', DIALOG)
  await line.getByRole('button', { name: 'Yes, discard' }).click()
  await expect(badge).toHaveCount(0)

  await context.setOffline(false)
  const response = await page.request.get('/__fixture/outbox')
  const { podRequests } = (await response.json()) as { podRequests: { email: string }[] }
  expect(podRequests.filter((request) => request.email === 'discarded@example.ch')).toEqual([])
})
