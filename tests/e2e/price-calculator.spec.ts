import { expect, test } from '@playwright/test'
import { LoginPage, resetFaults } from './pages/portal'

/**
 * The price calculator in the real browser, in the customer's German: each error of the price
 * catalogue (spec section 8), answered by a routed get-price, shows its message with the offer link.
 */

test.beforeEach(async ({ request }) => {
  await resetFaults(request)
})

const CATALOGUE: [string, unknown, string][] = [
  [
    'noresult',
    [],
    'Es konnten keine Preisinformationen ermittelt werden. Bitte füllen Sie das Offertformular aus',
  ],
  [
    'max_weight',
    { error: 'max_weight' },
    'Aufgrund von Gewicht oder Abmessungen ist eine Online-Preisberechnung nicht möglich. Bitte füllen Sie das Offertformular aus.',
  ],
  [
    'delivery_time_train',
    { error: 'delivery_time_train' },
    'Die Zustellung erfolgt voraussichtlich nach 18:00 Uhr. Bitte füllen Sie das Offertformular aus.',
  ],
  [
    'delivery_time_direct',
    { error: 'delivery_time_direct', max_delivery_time_direct: '19:00' },
    'Zustellung voraussichtlich nach 19:00. Bitte füllen Sie das Offertformular aus.',
  ],
  [
    'weekend',
    { error: 'weekend' },
    'Der Abholzeitpunkt liegt an einem Wochenende. Bitte füllen Sie das Offertformular aus.',
  ],
  [
    'holiday',
    { error: 'holiday' },
    'Der Abholzeitpunkt fällt auf einen nationalen Feiertag. Bitte füllen Sie das Offertformular aus.',
  ],
  ['time', { error: 'time' }, 'Die Abholzeit liegt in der Vergangenheit.'],
]

test('the price calculator shows every error of the catalogue with the offer link and a disabled button', async ({
  page,
}) => {
  let answer: { status: number; body: unknown } = { status: 200, body: [] }
  await page.route('**/api/v2/get-price**', (route) =>
    route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    }),
  )
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/price-calculator')
  const places = page.locator('main input[role="combobox"]')
  await expect(places.first()).toBeVisible({ timeout: 20_000 })
  for (const [index, zip] of [
    [0, '3011'],
    [1, '8001'],
  ] as const) {
    await places.nth(index).fill(zip)
    await page.getByRole('listbox').getByRole('option').first().click()
  }
  await page.fill('input[name="colis.colis[0].length"]', '30')
  await page.fill('input[name="colis.colis[0].width"]', '20')
  await page.fill('input[name="colis.colis[0].height"]', '10')
  await page.fill('input[name="colis.colis[0].weight"]', '2')
  // The calculator saves into the order draft a moment after the last change.
  await page.waitForTimeout(800)
  for (const [code, body, message] of CATALOGUE) {
    answer = { status: code === 'noresult' ? 200 : 422, body }
    await page.reload()
    await expect(page.locator('input[name="colis.colis[0].weight"]')).toHaveValue('2', { timeout: 20_000 })
    await page.locator('form button[type="submit"]').click()
    const alert = page.getByRole('alert').filter({ hasText: message })
    await expect(alert, code).toBeVisible()
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/offer')
    await expect(page.locator('form button[type="submit"]'), code).toBeDisabled()
  }
})
