import { expect, type Page, test } from '@playwright/test'
import { LoginPage, resetFaults } from './pages/portal'

/**
 * The registration wizard (issue 12, item 4) in the real browser against the fixture API, in
 * English: a new account registered end to end and used, the unique checks, and a reload.
 */

const PASSWORD = 'neues-passwort-1'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const next = (page: Page) => page.getByRole('button', { name: 'Next' })
const step = (page: Page, name: string) => page.locator(`main nav li[data-step="${name}"]`)
const block = (page: Page, name: string) => page.locator(`main fieldset[data-block="${name}"]`)
// The place list is a popover at the end of <body> (React Aria), not inside <main>.
const placeOption = (page: Page, name: string | RegExp) =>
  page.getByRole('listbox').getByRole('option', { name })

/** A new person for each run: the fixture keeps what was registered before. */
function newcomer() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  return { username: `anna${stamp}`, email: `anna.${stamp}@example.ch` }
}

/** Types a valid user step; the username and e-mail answers are awaited by the callers that need them free. */
async function fillUserFields(page: Page, who: { username: string; email: string }) {
  await page.getByRole('radio', { name: 'Ms' }).check({ force: true })
  await field(page, 'firstname').fill('Anna')
  await field(page, 'lastname').fill('Muster')
  await field(page, 'street').fill('Seestrasse 1')
  await field(page, 'zip').fill('8001')
  await field(page, 'location').fill('Zürich')
  await field(page, 'phone').fill('+41 44 000 00 01')
  await field(page, 'email').fill(who.email)
  await field(page, 'username').fill(who.username)
  await field(page, 'password').fill(PASSWORD)
  await field(page, 'passwordRepeat').fill(PASSWORD)
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check({ force: true })
}

async function fillUserStep(page: Page, who: { username: string; email: string }) {
  await fillUserFields(page, who)
  await expect(page.getByText('This username is free.')).toBeVisible()
  await expect(page.getByText('This e-mail address is not registered yet.')).toBeVisible()
}

async function fillInvoiceAddress(page: Page) {
  const invoice = block(page, 'invoiceAddress')
  await invoice.locator('[name="invoiceAddress.name"]').fill('Muster AG')
  await invoice.locator('[name="invoiceAddress.contact"]').fill('Anna Muster')
  await invoice.locator('[name="invoiceAddress.street"]').fill('Seestrasse 1')
  await invoice.locator('[name="invoiceAddress.zip"]').fill('8001')
  await invoice.locator('[name="invoiceAddress.location"]').fill('Zürich')
  await invoice.locator('[name="invoiceAddress.phone"]').fill('+41 44 000 00 02')
}

test('a visitor registers, logs in with the new account and finds the addresses entered', async ({
  page,
}) => {
  const who = newcomer()
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()
  // A later step's URL opened directly does not show it.
  await page.goto('/register/payment')
  await expect(page).toHaveURL(/\/register\/?$/)

  await fillUserStep(page, who)
  await page.getByRole('checkbox', { name: 'Send me the newsletter' }).check({ force: true })
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)
  await expect(step(page, 'user')).toHaveAttribute('data-validated', 'true')

  await fillInvoiceAddress(page)
  await page.getByRole('checkbox', { name: 'Add a default sender address' }).check({ force: true })
  const sender = block(page, 'defaultSenderAddress')
  await sender.locator('[name="defaultSenderAddress.name"]').fill('Muster Lager')
  await sender.locator('[name="defaultSenderAddress.contact"]').fill('Beat Muster')
  await sender.locator('[name="defaultSenderAddress.street"]').fill('Lagerstrasse 5')
  // A P.O. box is turned down with the inactive-zip warning; the picker is ready for another place.
  await sender.getByRole('combobox', { name: 'Zip and place' }).fill('8021')
  await placeOption(page, /^8021 .*P.O. box/).click()
  await expect(
    page.getByText('The selected address has an invalid postal code (P.O. box).', { exact: false }),
  ).toBeVisible()
  await expect(sender.getByRole('combobox', { name: 'Zip and place' })).toBeFocused()
  await sender.getByRole('combobox', { name: 'Zip and place' }).fill('3011')
  await placeOption(page, '3011 Bern').click()
  await sender.locator('[name="defaultSenderAddress.phone"]').fill('+41 31 000 00 03')
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/payment$/)

  await expect(field(page, 'invoiceMail')).toHaveValue(who.email)
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  await page.getByRole('radio', { name: 'Single invoice' }).check({ force: true })
  // What the page sends, read on its way (the context's route sees it whoever fetches it).
  const bodies: { default_rechnungsadresse: object }[] = []
  await page.context().route('**/api/v2/register', async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.continue()
  })
  await page.getByRole('button', { name: 'Register' }).click()
  await expect.poll(() => bodies.length).toBe(1)
  const [body] = bodies
  expect(body).toMatchObject({
    username: who.username,
    email: who.email,
    password: { first: PASSWORD, second: PASSWORD },
    sprache: 'en',
    type: 'female',
    vorname: 'Anna',
    nachname: 'Muster',
    default_empfaenger: null,
    default_absender: { firma: 'Muster Lager', plz: expect.any(Number), postleitzahl: '3011', biller: false },
    default_rechnungsadresse: { firma: 'Muster AG', postleitzahl: '8001', ort: 'Zürich', biller: true },
    invoice_dispatch_type: 'email',
    invoice_type: 'single',
    invoice_mail: who.email,
    invoice_language: 'en',
    newsletter: true,
  })
  expect(body?.default_rechnungsadresse).not.toHaveProperty('plz')

  await expect(page).toHaveURL(/\/registered$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration complete')
  await page.getByRole('link', { name: 'To the login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await new LoginPage(page).logIn(who.username, PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/address-book')
  const book = page.locator('main')
  await expect(book.getByText('Muster AG').first()).toBeVisible({ timeout: 20_000 })
  await expect(book.getByText('Muster Lager').first()).toBeVisible()

  // The draft went with the registration: the wizard opens empty.
  await page.goto('/register')
  await expect(field(page, 'firstname')).toHaveValue('')
})

test('the unique checks: a taken username and e-mail say so and hold the step; free ones pass', async ({
  page,
}) => {
  const who = newcomer()
  await page.goto('/register')
  await field(page, 'username').fill('customer')
  await field(page, 'email').fill('lea.brunner@example.ch')
  await expect(page.getByText('This username is already in use')).toBeVisible()
  await expect(page.getByText('This e-mail address is already in use')).toBeVisible()

  await fillUserFields(page, { ...who, username: 'customer' })
  await expect(page.getByText('This username is already in use')).toBeVisible()
  await expect(page.getByText('This e-mail address is not registered yet.')).toBeVisible()
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/?$/)
  await expect(field(page, 'username')).toBeFocused()

  await field(page, 'username').fill(who.username)
  await expect(page.getByText('This username is free.')).toBeVisible()
  await expect(page.getByText('This username is already in use')).toHaveCount(0)
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)

  // Offline, a check says it needs the network.
  await page.getByRole('link', { name: 'Back' }).click()
  await page.context().setOffline(true)
  await field(page, 'username').fill(`${who.username}x`)
  await expect(page.getByText('Checking this needs the network. Please connect and try again.')).toBeVisible()
  await page.context().setOffline(false)
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)
})

test('a reload mid-wizard keeps what was typed, but not the password', async ({ page }) => {
  const who = newcomer()
  await page.goto('/register')
  await fillUserStep(page, who)
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)
  await fillInvoiceAddress(page)
  // Past the draft's pause in typing.
  await page.waitForTimeout(600)

  const stored = await page.evaluate(async () => {
    const open = indexedDB.open('courier-portal')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = db.transaction('drafts').objectStore('drafts').getAll()
    return new Promise<string>((resolve) => {
      all.onsuccess = () => resolve(JSON.stringify(all.result))
    })
  })
  expect(stored).toContain(who.username)
  expect(stored).toContain('Muster AG')
  expect(stored).not.toContain(PASSWORD)

  await page.reload()
  // The password is gone, so the user step is no longer validated: the wizard goes back to it.
  await expect(page).toHaveURL(/\/register\/?$/)
  await expect(page.getByText(/the password is never kept: please enter it again/)).toBeVisible()
  await expect(field(page, 'firstname')).toHaveValue('Anna')
  await expect(field(page, 'username')).toHaveValue(who.username)
  await expect(field(page, 'password')).toHaveValue('')
  await expect(field(page, 'passwordRepeat')).toHaveValue('')

  await field(page, 'password').fill(PASSWORD)
  await field(page, 'passwordRepeat').fill(PASSWORD)
  await next(page).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)
  await expect(page.locator('[name="invoiceAddress.name"]')).toHaveValue('Muster AG')
  await expect(page.locator('[name="invoiceAddress.phone"]')).toHaveValue('+41 44 000 00 02')
})
