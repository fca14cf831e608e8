// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import type { AddressRow } from '#db/rows'
import { clearAddresses } from '#testing/address-rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { bodyRows } from '#testing/list-table'
import { renderWithRouter } from '#testing/render'
import { click } from '#testing/user-events'
import { AddressBookPage } from './address-book-page'
import { de } from './testing/address-screens'

const ANNA = 'anna'
/** Another account on the same device: a dispatcher acting as a customer. */
const OTHER = 'anna>bruno'

beforeEach(async () => {
  await clearAddresses(db)
  await db.meta.clear()
})

/** What the sync worker writes with the account's addresses when it has loaded them. */
async function markLoaded(account = ANNA) {
  await db.meta.put({ account, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
}

/** count addresses numbered 1..count, named 'Firma <id>'. */
function numbered(count: number, account = ANNA): AddressRow[] {
  return Array.from({ length: count }, (_, index) =>
    anAddressRow(account, anAddress({ id: index + 1, name: `Firma ${index + 1}` })),
  )
}

/** Keeps one address of Anna's per entry: the factory's address with the fields given. */
function keepAnnas(...fields: Parameters<typeof anAddress>[0][]) {
  return db.addressRows.bulkPut(fields.map((field) => anAddressRow(ANNA, anAddress(field))))
}

async function renderBook(account = ANNA) {
  return renderWithRouter(<AddressBookPage account={account} />, { path: '/address-book' })
}

const shownNumbers = () => bodyRows().map((row) => row.cells[0]?.textContent)
const shownNames = () => bodyRows().map((row) => row.cells[1]?.querySelector('strong')?.textContent)
const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'strong' }).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}
const entries = (start: number, end: number, total: number) =>
  de('Entry {start} - {end} of {total}', { start: String(start), end: String(end), total: String(total) })
const sortButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(${de('Sorted by number, newest first')}|${de('Sorted by number, oldest first')})$`),
  })
const nextButton = () => screen.getByRole('button', { name: de('Next') }) as HTMLButtonElement
const previousButton = () => screen.getByRole('button', { name: de('Previous') }) as HTMLButtonElement
const perPageSelect = () => screen.getByRole('combobox', { name: de('Per page') }) as HTMLSelectElement

/** The rows shown and the whole book counted (a long book's first page comes before its total). */
async function waitForRows(count: number) {
  await waitFor(() => {
    expect(bodyRows()).toHaveLength(count)
    expect(screen.queryByText(/werden gezählt/)).toBeNull()
  })
}

/** Enter in a text field submits its form, as a browser does when the form has a submit button. */
async function pressEnter(input: HTMLElement) {
  const form = (input as HTMLInputElement).form
  if (!form?.querySelector('button[type="submit"]')) throw new Error('Enter would not submit this field')
  await act(async () => {
    if (fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' })) fireEvent.submit(form)
  })
}

describe('AddressBookPage', () => {
  it('shows loading first, then the rows of its own account only', async () => {
    await db.addressRows.bulkPut([
      anAddressRow(ANNA, anAddress({ id: 1, name: 'Bäckerei Brunner AG' })),
      anAddressRow(ANNA, anAddress({ id: 2, name: 'Velokurier Meier' })),
      // The same ids under another account: the replica key is [account+id].
      anAddressRow(OTHER, anAddress({ id: 1, name: 'Fremde Firma AG' })),
      anAddressRow(OTHER, anAddress({ id: 3, name: 'Andere GmbH' })),
    ])
    await renderBook()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de('Address book'))
    expect(screen.getByRole('status').textContent).toBe(de('Loading…'))
    expect(screen.queryByRole('table')).toBeNull()

    await waitForRows(2)
    expect(screen.queryByText(de('Loading…'))).toBeNull()
    expect(shownNames()).toEqual(['Velokurier Meier', 'Bäckerei Brunner AG'])
    expect(screen.queryByText('Fremde Firma AG')).toBeNull()
    expect(screen.queryByText('Andere GmbH')).toBeNull()
    expect(screen.getByText(entries(1, 2, 2))).toBeTruthy()
  })

  it('shows each column of a row: number, name, street, zip and place, contact, phone', async () => {
    await keepAnnas({
      id: 17,
      name: 'Bäckerei Brunner AG',
      street: 'Bahnhofstrasse 12',
      zip: '8400',
      location: 'Winterthur',
      contact: 'Lea Brunner',
      phone: '+41 52 000 00 17',
    })
    await renderBook()
    await waitForRows(1)
    const cells = Array.from(bodyRows()[0]?.cells ?? []).map((cell) => cell.textContent?.trim())
    expect(cells.slice(0, 6)).toEqual([
      '17',
      'Bäckerei Brunner AG',
      'Bahnhofstrasse 12',
      '8400 Winterthur',
      'Lea Brunner',
      '+41 52 000 00 17',
    ])
  })

  // ADDR-014: 'loading' before the first load; the empty message only after it.
  it('before the first load on this device, says it is loading, not that there are no addresses', async () => {
    // Another account on this device was loaded: that is not this account's first load.
    await markLoaded(OTHER)
    await renderBook()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('status').textContent).toBe(de('Loading…'))
    expect(screen.queryByText(de('No addresses found.'))).toBeNull()

    await act(async () => {
      await markLoaded()
    })
    await waitFor(() => expect(screen.getByText(de('No addresses found.'))).toBeTruthy())
    expect(screen.queryByText(de('Loading…'))).toBeNull()
  })

  it('after the first load, says there are no addresses when the account has none (rows of another account do not count)', async () => {
    await db.addressRows.bulkPut(numbered(3, OTHER))
    await markLoaded()
    await renderBook()
    await waitFor(() => expect(screen.getByText(de('No addresses found.'))).toBeTruthy())
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('navigation', { name: de('Pages') })).toBeNull()
  })

  it('links to the create screen', async () => {
    await renderBook()
    expect(screen.getByRole('link', { name: de('New contact') }).getAttribute('href')).toBe(
      '/address-book/create',
    )
  })

  it('sorts by number, newest first, and toggles between oldest and newest first', async () => {
    await keepAnnas({ id: 3, name: 'Drei AG' }, { id: 12, name: 'Zwölf AG' }, { id: 7, name: 'Sieben AG' })
    await renderBook()
    await waitForRows(3)
    expect(sortButton().textContent).toBe(de('Sorted by number, newest first'))
    expect(shownNumbers()).toEqual(['12', '7', '3'])

    await click(sortButton())
    expect(sortButton().textContent).toBe(de('Sorted by number, oldest first'))
    expect(shownNumbers()).toEqual(['3', '7', '12'])

    await click(sortButton())
    expect(shownNumbers()).toEqual(['12', '7', '3'])
  })

  it('pages 20 at a time; 45 addresses leave 5 on page 3', async () => {
    await db.addressRows.bulkPut(numbered(45))
    await renderBook()
    await waitForRows(20)
    expect(perPageSelect().value).toBe('20')
    expect(Array.from(perPageSelect().options).map((option) => option.value)).toEqual(['20', '50', '100'])
    expect(shownNumbers()[0]).toBe('45')
    expect(shownNumbers()[19]).toBe('26')
    expect(screen.getByText(entries(1, 20, 45))).toBeTruthy()
    expect(previousButton().disabled).toBe(true)

    await click(nextButton())
    expect(bodyRows()).toHaveLength(20)
    expect(shownNumbers()[0]).toBe('25')
    expect(screen.getByText(entries(21, 40, 45))).toBeTruthy()

    await click(nextButton())
    expect(shownNumbers()).toEqual(['5', '4', '3', '2', '1'])
    expect(screen.getByText(entries(41, 45, 45))).toBeTruthy()
    expect(nextButton().disabled).toBe(true)

    await click(previousButton())
    expect(shownNumbers()[0]).toBe('25')
  })

  it('goes back to page 1 when the page size changes', async () => {
    await db.addressRows.bulkPut(numbered(45))
    await renderBook()
    await waitForRows(20)
    await click(nextButton())
    await click(nextButton())
    expect(bodyRows()).toHaveLength(5)

    await act(async () => {
      fireEvent.change(perPageSelect(), { target: { value: '50' } })
    })
    expect(perPageSelect().value).toBe('50')
    expect(bodyRows()).toHaveLength(45)
    expect(shownNumbers()[0]).toBe('45')
    expect(screen.getByText(entries(1, 45, 45))).toBeTruthy()
    expect(previousButton().disabled).toBe(true)
  })

  it('marks rows waiting to be sent; a new one without a number sorts first and has no edit link', async () => {
    await db.addressRows.bulkPut([
      anAddressRow(ANNA, anAddress({ id: 4, name: 'Gesendet AG' })),
      anAddressRow(ANNA, anAddress({ id: 5, name: 'Geändert AG' }), 2),
      // Created offline: the temporary id is −seq until the server numbers it.
      anAddressRow(ANNA, anAddress({ id: -3, name: 'Neu GmbH' }), 3),
    ])
    await renderBook()
    await waitForRows(3)
    expect(shownNames()).toEqual(['Neu GmbH', 'Geändert AG', 'Gesendet AG'])
    const pending = de('waiting to be sent')
    expect(within(rowOf('Geändert AG')).queryByText(pending)).not.toBeNull()
    expect(within(rowOf('Neu GmbH')).queryByText(pending)).not.toBeNull()
    expect(within(rowOf('Gesendet AG')).queryByText(pending)).toBeNull()

    expect(rowOf('Neu GmbH').cells[0]?.textContent).toBe('—')
    expect(within(rowOf('Neu GmbH')).queryByRole('link')).toBeNull()
    expect(within(rowOf('Geändert AG')).getByRole('link', { name: `${de('Edit')} Geändert AG` })).toBeTruthy()
  })

  it('shows the standard badges, each linking to the edit screen of that address', async () => {
    await keepAnnas(
      {
        id: 42,
        name: 'Hauptsitz AG',
        standardSenderAddress: true,
        standardReceiverAddress: true,
        standardBillingAddress: true,
        isBillingAddress: true,
      },
      { id: 43, name: 'Filiale AG', standardReceiverAddress: true },
      { id: 44, name: 'Kunde AG' },
    )
    const { router } = await renderBook()
    await waitForRows(3)

    const main = within(rowOf('Hauptsitz AG'))
    for (const badge of ['standard sender', 'standard receiver', 'standard billing']) {
      expect(main.getByRole('link', { name: de(badge) }).getAttribute('href')).toBe('/address-book/42/edit')
    }
    const branch = within(rowOf('Filiale AG'))
    expect(branch.getByRole('link', { name: de('standard receiver') }).getAttribute('href')).toBe(
      '/address-book/43/edit',
    )
    expect(branch.queryByText(de('standard sender'))).toBeNull()
    expect(branch.queryByText(de('standard billing'))).toBeNull()
    const customer = within(rowOf('Kunde AG'))
    expect(customer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/address-book/44/edit',
    ])
    expect(customer.getByRole('link', { name: `${de('Edit')} Kunde AG` })).toBeTruthy()

    await click(main.getByRole('link', { name: de('standard billing') }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/address-book/42/edit'))
  })

  it('shows an address as soon as it is stored in the replica, and only for its account', async () => {
    await db.addressRows.bulkPut([anAddressRow(ANNA, anAddress({ id: 1, name: 'Erste AG' }))])
    await renderBook()
    await waitForRows(1)

    await act(async () => {
      await db.addressRows.put(anAddressRow(OTHER, anAddress({ id: 9, name: 'Fremde Firma AG' })))
      await db.addressRows.put(anAddressRow(ANNA, anAddress({ id: -1, name: 'Offline GmbH' }), 1))
    })
    await waitForRows(2)
    expect(shownNames()).toEqual(['Offline GmbH', 'Erste AG'])
    expect(within(rowOf('Offline GmbH')).getByText(de('waiting to be sent'))).toBeTruthy()
    expect(screen.queryByText('Fremde Firma AG')).toBeNull()

    // The server numbered it: the temporary row goes, the numbered one comes, no longer pending.
    await act(async () => {
      await db.addressRows.delete([ANNA, -1])
      await db.addressRows.put(anAddressRow(ANNA, anAddress({ id: 2, name: 'Offline GmbH' })))
    })
    await waitFor(() => expect(shownNumbers()).toEqual(['2', '1']))
    expect(within(rowOf('Offline GmbH')).queryByText(de('waiting to be sent'))).toBeNull()
  })

  it('filters only when the filter is applied (Enter), and starts again at page 1', async () => {
    await db.addressRows.bulkPut(numbered(45))
    await renderBook()
    await waitForRows(20)
    await click(nextButton())
    expect(shownNumbers()[0]).toBe('25')

    await click(screen.getByRole('button', { name: de('Open filter') }))
    const company = screen.getByRole('textbox', { name: de('Company') })
    await act(async () => {
      fireEvent.change(company, { target: { value: 'firma 1' } })
    })
    // Typing alone changes nothing.
    expect(shownNumbers()[0]).toBe('25')
    expect(screen.getByText(entries(21, 40, 45))).toBeTruthy()

    await pressEnter(company)
    // 'Firma 1' and 'Firma 10' … 'Firma 19', newest first, on page 1.
    expect(shownNumbers()).toEqual(['19', '18', '17', '16', '15', '14', '13', '12', '11', '10', '1'])
    expect(screen.getByText(entries(1, 11, 11))).toBeTruthy()

    await click(screen.getByRole('button', { name: de('Reset filter') }))
    expect(bodyRows()).toHaveLength(20)
    expect(screen.getByText(entries(1, 20, 45))).toBeTruthy()
    expect(screen.queryByRole('button', { name: de('Reset filter') })).toBeNull()
  })

  it('filters by a checkbox and says so when nothing matches', async () => {
    await db.addressRows.bulkPut([
      anAddressRow(ANNA, anAddress({ id: 1, name: 'Rechnung AG', isBillingAddress: true })),
      anAddressRow(
        ANNA,
        anAddress({ id: 2, name: 'Standard AG', standardBillingAddress: true, isBillingAddress: true }),
      ),
      anAddressRow(ANNA, anAddress({ id: 3, name: 'Absender AG', standardSenderAddress: true })),
    ])
    await markLoaded()
    await renderBook()
    await waitForRows(3)
    await click(screen.getByRole('button', { name: de('Open filter') }))

    await click(screen.getByRole('checkbox', { name: de('Billing address') }))
    expect(bodyRows()).toHaveLength(3)
    await click(screen.getByRole('button', { name: de('Apply') }))
    expect(shownNames()).toEqual(['Standard AG', 'Rechnung AG'])

    await click(screen.getByRole('checkbox', { name: de('Standard billing') }))
    await click(screen.getByRole('button', { name: de('Apply') }))
    expect(shownNames()).toEqual(['Standard AG'])

    const addressNumber = screen.getByRole('textbox', { name: de('Address no.') })
    await act(async () => {
      fireEvent.change(addressNumber, { target: { value: '99' } })
    })
    await pressEnter(addressNumber)
    expect(screen.getByText(de('No addresses found.'))).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
