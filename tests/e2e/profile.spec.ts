import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/portal'

/**
 * The profile screen end to end, in English, on accounts registered for the test (so the shared demo
 * accounts other specs read stay as they are): an edit saved, sent with exactly the update fields,
 * shown after a reload; the default-address boxes' links; offline, a save that says it needs the
 * network, keeps the values and is not queued; the profile read from the device with its 'as of'.
 */

const PASSWORD = 'profile-pass-1'
/** The fixture's location id of 8001 Zürich (fixture seed). */
const ZURICH = 1001

interface Account {
  username: string
  email: string
}

/** A new account through POST /api/v2/register: a default sender and invoice address, no receiver. */
async function register(request: APIRequestContext, prefix: string): Promise<Account> {
  const username = `${prefix}-${Date.now()}`
  const account = { username, email: `${username}@example.ch` }
  const response = await request.post('/api/v2/register', {
    data: {
      username,
      email: account.email,
      password: { first: PASSWORD, second: PASSWORD },
      sprache: 'en',
      type: 'female',
      vorname: 'Petra',
      nachname: 'Profil',
      addresse: 'Limmatquai 10',
      postleitzahl: '8001',
      ort: 'Zürich',
      phone: '+41 44 555 66 77',
      default_absender: {
        anrede: 'company',
        firma: 'Profil Versand AG',
        kontakt: 'Petra Profil',
        addresse: 'Limmatquai 12',
        postleitzahl: '8001',
        ort: 'Zürich',
        phone: '+41 44 555 66 78',
        plz: ZURICH,
      },
      default_empfaenger: null,
      default_rechnungsadresse: {
        anrede: 'company',
        firma: 'Profil Buchhaltung AG',
        addresse: 'Postfach 77',
        postleitzahl: '8021',
        ort: 'Zürich',
        biller: true,
        plz: null,
      },
      invoice_mail: account.email,
      invoice_language: 'de',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

async function openProfile(page: Page, account: Account) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(account.username, PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile')
  await expect(field(page, 'First name')).toHaveValue('Petra')
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const box = (page: Page, title: string) => page.getByRole('region', { name: title })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save profile' })

/** The profile as the server holds it, asked with the page's own session. */
async function serverProfile(page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get('/api/v2/profile', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

/**
 * The method and body of every call to /api/v2/profile from now on. Routed rather than watched:
 * a request event does not carry the body of a call the service worker passes on, and each call may
 * be seen twice (the page's and the worker's pass-through), so tests compare distinct bodies.
 */
async function profileCalls(page: Page) {
  const calls: { method: string; body: string }[] = []
  await page.route('**/api/v2/profile', async (route) => {
    calls.push({ method: route.request().method(), body: route.request().postData() ?? '' })
    await route.continue()
  })
  const posted = () => [...new Set(calls.filter((call) => call.method === 'POST').map((call) => call.body))]
  return { calls, posted }
}

const UPDATE_FIELDS = [
  'addresse',
  'anrede',
  'email',
  'firma',
  'id',
  'invoice_language',
  'kontakt',
  'nachname',
  'newsletter',
  'ort',
  'phone',
  'postleitzahl',
  'username',
  'vorname',
]

test("/profile needs a login, comes back after it, and its 'Change password' button opens the change page", async ({
  page,
  request,
}) => {
  const account = await register(request, 'profile-guard')
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await new LoginPage(page).logIn(account.username, PASSWORD)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile')
  await page.getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/profile\/change-password$/)
})

test('a profile edit is saved with exactly the update fields, reloaded, and shown after a reload', async ({
  page,
  request,
}) => {
  const account = await register(request, 'profile-edit')
  await openProfile(page, account)
  const { calls, posted } = await profileCalls(page)

  await page.getByRole('radio', { name: 'Mr' }).check({ force: true })
  await field(page, 'Last name').fill('Profil-Muster')
  await field(page, 'Street').fill('Seefeldstrasse 5')
  await field(page, 'Phone').fill('+41 44 123 45 67')
  await field(page, 'Invoice language').selectOption('fr')
  await page.getByRole('checkbox', { name: 'Subscribe to the newsletter' }).check({ force: true })
  await saveButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()

  expect(posted()).toHaveLength(1)
  const body = JSON.parse(posted()[0] ?? '{}') as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(UPDATE_FIELDS)
  expect(body).toMatchObject({
    username: account.username,
    email: account.email,
    anrede: 'male',
    firma: null,
    kontakt: null,
    vorname: 'Petra',
    nachname: 'Profil-Muster',
    addresse: 'Seefeldstrasse 5',
    postleitzahl: '8001',
    ort: 'Zürich',
    phone: '+41 44 123 45 67',
    newsletter: true,
    invoice_language: 'fr',
  })
  // Spec section 7: then the profile is reloaded.
  const methods = () => calls.map((call) => call.method)
  await expect.poll(() => methods().slice(methods().indexOf('POST'))).toContain('GET')
  expect(await serverProfile(page)).toMatchObject({ phone: '+41 44 123 45 67', invoice_language: 'fr' })

  await page.reload()
  await expect(field(page, 'Phone')).toHaveValue('+41 44 123 45 67')
  await expect(field(page, 'Street')).toHaveValue('Seefeldstrasse 5')
  await expect(field(page, 'Last name')).toHaveValue('Profil-Muster')
  await expect(field(page, 'Mr')).toBeChecked()
  await expect(field(page, 'Invoice language')).toHaveValue('fr')
  await expect(field(page, 'Subscribe to the newsletter')).toBeChecked()
  // The invoice settings are not the form's: still as registered, in the read-only box.
  const billing = box(page, 'Delivery/Billing')
  await expect(billing).toContainText('By e-mail (PDF)')
  await expect(billing).toContainText(account.email)
  await expect(billing).toContainText('Monthly collective invoice')
  await expect(billing.getByRole('link', { name: 'Request change' })).toHaveAttribute('href', /^mailto:/)
})

test('the default-address boxes link to EditAddress of their address, or to the address book', async ({
  page,
  request,
}) => {
  const account = await register(request, 'profile-boxes')
  await openProfile(page, account)
  const server = await serverProfile(page)
  const idOf = (field: string) => (server[field] as { kontaktadresse: { id: number } }).kontaktadresse.id
  const senderId = idOf('default_absender')
  const invoiceId = idOf('default_rechnungsadresse')

  const sender = box(page, 'Standard sender address')
  await expect(sender).toContainText('Profil Versand AG')
  await expect(sender).toContainText('Petra Profil')
  await expect(sender).toContainText('Limmatquai 12')
  await expect(sender).toContainText('8001 Zürich')
  await expect(sender).toContainText('+41 44 555 66 78')
  await expect(sender.getByRole('link', { name: 'Change default address' })).toHaveAttribute(
    'href',
    `/address-book/${senderId}/edit`,
  )
  await expect(
    box(page, 'Standard billing address').getByRole('link', { name: 'Change default address' }),
  ).toHaveAttribute('href', `/address-book/${invoiceId}/edit`)
  const receiver = box(page, 'Standard receiver address')
  await expect(receiver).toContainText('No default address set.')
  await expect(receiver.getByRole('link', { name: 'Set default address' })).toHaveAttribute(
    'href',
    '/address-book',
  )

  await sender.getByRole('link', { name: 'Change default address' }).click()
  await expect(page).toHaveURL(new RegExp(`/address-book/${senderId}/edit$`))
  await expect(page.locator('input[name="name"]')).toHaveValue('Profil Versand AG')
  await page.goBack()
  await box(page, 'Standard receiver address').getByRole('link', { name: 'Set default address' }).click()
  await expect(page).toHaveURL(/\/address-book$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address book')
})

test('offline, saving says it needs the network and keeps the typed values; nothing is queued', async ({
  page,
  context,
  request,
}) => {
  const account = await register(request, 'profile-offline')
  await openProfile(page, account)
  const { calls, posted } = await profileCalls(page)
  const posts = () => calls.filter((call) => call.method === 'POST').length

  await context.setOffline(true)
  await expect(page.getByText('Saving changes needs the network.')).toBeVisible()
  await field(page, 'Phone').fill('+41 44 999 88 77')
  await field(page, 'Place').fill('Zürich-Altstetten')
  await saveButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Saving your profile needs the network' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Your changes are still in the form.')
  await expect(field(page, 'Phone')).toHaveValue('+41 44 999 88 77')
  await expect(field(page, 'Place')).toHaveValue('Zürich-Altstetten')
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0)

  // Not queued: the attempt failed on the device, and back online nothing is sent again by itself.
  const attempts = posts()
  await context.setOffline(false)
  await page.waitForTimeout(1500)
  expect(posts()).toBe(attempts)
  expect(await serverProfile(page)).toMatchObject({ phone: '+41 44 555 66 77', ort: 'Zürich' })
  await saveButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
  expect(await serverProfile(page)).toMatchObject({ phone: '+41 44 999 88 77', ort: 'Zürich-Altstetten' })
  expect(posted()).toHaveLength(1)
  expect(JSON.parse(posted()[0] ?? '{}')).toMatchObject({
    phone: '+41 44 999 88 77',
    ort: 'Zürich-Altstetten',
  })
})

test("offline after one visit, the profile is read from the device with its 'as of' time", async ({
  page,
  context,
  request,
}) => {
  const account = await register(request, 'profile-replica')
  await openProfile(page, account)
  await expect(page.getByText(/^Data as of \d{2}:\d{2}$/)).toBeVisible({ timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile')
  await expect(page.getByText(/^Data as of \d{2}:\d{2}$/)).toBeVisible()
  await expect(field(page, 'First name')).toHaveValue('Petra')
  await expect(field(page, 'Phone')).toHaveValue('+41 44 555 66 77')
  await expect(box(page, 'Standard sender address')).toContainText('Profil Versand AG')
  await expect(
    page.getByText('You are offline: this is your profile as last loaded on this device.'),
  ).toBeVisible()
  await context.setOffline(false)
})
