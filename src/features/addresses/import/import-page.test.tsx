// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import type { ImportRow } from '#domain/address-import/contract'
import { anAddress, anOutboxRow } from '#testing/factories'
import type { AddressImportApi } from './import-api'
import { ImportPage } from './import-page'
import { ACCOUNT, aFile, aRow, fakeImportApi, fakeSession, renderImport } from './testing/fake-import-api'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

beforeEach(async () => {
  await db.outbox.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const MIXED: ImportRow[] = [
  aRow(0, 'ready'),
  aRow(1, 'fixed', { fixed: ['phone'] }),
  aRow(2, 'duplicate', { duplicateOf: { kind: 'book', address: 77 } }),
  aRow(3, 'duplicate', { duplicateOf: { kind: 'file', row: 0 } }),
  aRow(4, 'needs-network'),
  aRow(5, 'error', {
    cells: { company: 'Ohne PLZ AG', street: 'Weg 5', zip: '', location: 'Bern' },
    issues: [{ field: 'zip', code: 'required' }],
  }),
]

/** Renders the page and walks to the preview: a file chosen, the proposed columns confirmed. */
async function toPreview(api: AddressImportApi) {
  await renderImport(<ImportPage />, api)
  fireEvent.change(screen.getByLabelText('Choose a .csv or .xlsx file, or drop it here'), {
    target: { files: [aFile('kunden.csv')] },
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
  await screen.findByRole('heading', { name: 'Check the rows' })
}

const toggle = (name: RegExp) => screen.getByRole('button', { name })
const bodyRows = () => screen.getAllByRole('row').slice(1)

describe('ImportPage', () => {
  it('remembers the confirmed columns, then counts the rows by status and filters by one', async () => {
    const api = fakeImportApi({}, MIXED)
    await toPreview(api)
    expect(api.initialMapping).toHaveBeenCalledWith(['Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'])
    expect(api.rememberMapping).toHaveBeenCalledWith(
      ['Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'],
      ['company', 'street', 'zip', 'location', 'phone'],
    )
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check the rows' }))
    expect(toggle(/^All rows/).textContent).toBe('All rows 6')
    expect(toggle(/^Ready/).textContent).toBe('Ready 1')
    expect(toggle(/^Duplicate/).textContent).toBe('Duplicate 2')
    expect(toggle(/^Error/).textContent).toBe('Error 1')
    expect(bodyRows()).toHaveLength(6)

    fireEvent.click(toggle(/^Error/))
    expect(toggle(/^Error/).getAttribute('aria-pressed')).toBe('true')
    expect(bodyRows()).toHaveLength(1)
    expect(bodyRows()[0]?.textContent).toContain('Zip: This field is required')
    // Two ready rows (ready and fixed); duplicates skipped, the rest left out.
    expect(screen.getByRole('button', { name: 'Import 2 addresses' })).toBeTruthy()
  })

  it('checks a row fixed in place again and says its new status', async () => {
    const session = fakeSession({
      recheck: vi.fn(async (rows: readonly ImportRow[], index: number, cells: ImportRow['cells']) =>
        rows.map((row) => (row.index === index ? aRow(index, 'ready', { cells }) : row)),
      ),
    })
    const api = fakeImportApi({}, MIXED, session)
    await toPreview(api)
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 7' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit line 7' }))
    const zip = dialog.getByLabelText('Zip') as HTMLInputElement
    expect(zip.getAttribute('aria-invalid')).toBe('true')
    expect(dialog.getByText('This field is required')).toBeTruthy()
    fireEvent.change(zip, { target: { value: '3011' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Check and keep' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(session.recheck).toHaveBeenCalledWith(MIXED, 5, {
      company: 'Ohne PLZ AG',
      street: 'Weg 5',
      zip: '3011',
      location: 'Bern',
    })
    expect(screen.getByText('Line 7: Ready')).toBeTruthy()
    expect(toggle(/^Error/).textContent).toBe('Error 0')
    expect(screen.getByRole('button', { name: 'Import 3 addresses' })).toBeTruthy()
  })

  it('keeps the form open and says so when the row cannot be checked again', async () => {
    const session = fakeSession({ recheck: vi.fn(async () => Promise.reject(new Error('no'))) })
    await toPreview(fakeImportApi({}, MIXED, session))
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 7' }))
    const dialog = within(await screen.findByRole('dialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Check and keep' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The row could not be checked. Please try again.',
    )
  })

  it('shows a duplicate beside the address book’s address, and updates it when told to', async () => {
    const book = anAddress({
      id: 77,
      name: 'Firma 2 AG',
      street: 'Alter Weg 2',
      zip: '3011',
      location: 'Bern',
    })
    const api = fakeImportApi({ bookAddress: vi.fn(async () => book) }, MIXED)
    await toPreview(api)
    fireEvent.click(screen.getByRole('button', { name: 'Compare line 4' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Line 4 is a duplicate' }))
    expect(dialog.getByRole('heading', { name: 'In the file, line 4' })).toBeTruthy()
    expect(await dialog.findByRole('heading', { name: 'In the address book' })).toBeTruthy()
    expect(dialog.getByText('Alter Weg 2')).toBeTruthy()
    expect(api.bookAddress).toHaveBeenCalledWith(77)
    const skip = dialog.getByRole('radio', { name: 'Skip' }) as HTMLInputElement
    expect(skip.checked).toBe(true)
    fireEvent.click(dialog.getByRole('radio', { name: 'Update the existing address' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText(/Already in the address book · Update the existing address/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import 3 addresses' })).toBeTruthy()
  })

  it('offers no update for a row that repeats another row of the file', async () => {
    await toPreview(fakeImportApi({}, MIXED))
    fireEvent.click(screen.getByRole('button', { name: 'Compare line 5' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Line 5 is a duplicate' }))
    expect(dialog.getByRole('heading', { name: 'In the file, line 2' })).toBeTruthy()
    expect(dialog.queryByRole('radio', { name: 'Update the existing address' })).toBeNull()
    expect(dialog.getByRole('radio', { name: 'Import anyway' })).toBeTruthy()
  })

  it('checks the places again only when online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const session = fakeSession({
      checkAgain: vi.fn(async (rows: readonly ImportRow[]) =>
        rows.map((row) => (row.status === 'needs-network' ? aRow(row.index, 'ready') : row)),
      ),
    })
    await toPreview(fakeImportApi({}, MIXED, session))
    expect(screen.getByText(/1 row needs the network to check its place/)).toBeTruthy()
    const again = screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement
    expect(again.disabled).toBe(true)
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(again.disabled).toBe(false)
    fireEvent.click(again)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull())
    expect(session.checkAgain).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Import 3 addresses' })).toBeTruthy()
  })

  it('pages through 10,000 rows twenty at a time', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      aRow(index, index % 10 === 0 ? 'error' : 'ready'),
    )
    await toPreview(fakeImportApi({}, many))
    expect(bodyRows()).toHaveLength(20)
    expect(screen.getByText('Entry 1 - 20 of 10000')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(bodyRows()[0]?.textContent).toMatch(/^22/)
    fireEvent.click(toggle(/^Error/))
    expect(screen.getByText('Entry 1 - 20 of 1000')).toBeTruthy()
  })

  it('queues the ready rows as one batch, follows it as the outbox drains, then reports and downloads', async () => {
    const api = fakeImportApi({}, MIXED)
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report')
    await toPreview(api)
    await db.outbox.bulkAdd([
      anOutboxRow({
        account: ACCOUNT,
        kind: 'saveAddress',
        batch: { id: 'batch-1', label: 'kunden.csv', size: 2 },
      }),
      anOutboxRow({
        account: ACCOUNT,
        kind: 'saveAddress',
        batch: { id: 'batch-1', label: 'kunden.csv', size: 2 },
      }),
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 addresses' }))
    await screen.findByRole('heading', { name: 'Importing' })
    expect(api.queueImport).toHaveBeenCalledTimes(1)
    expect(vi.mocked(api.queueImport).mock.calls[0]?.[0].map((input) => input.name)).toEqual([
      'Firma 0',
      'Firma 1',
    ])
    expect(vi.mocked(api.queueImport).mock.calls[0]?.[1]).toBe('kunden.csv')
    expect(await screen.findByText(/0 of 2 sent\./)).toBeTruthy()

    await db.outbox.clear()
    await screen.findByRole('heading', { name: 'Import report' })
    const outcome = (name: string) =>
      document.querySelector(`[data-outcome="${name.toLowerCase()}"]`)?.textContent
    expect(outcome('Imported')).toBe('Imported2')
    expect(outcome('Skipped')).toBe('Skipped3')
    expect(outcome('Failed')).toBe('Failed1')
    expect(screen.getByText('Zip: This field is required')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download the report (CSV)' }))
    expect(api.reportCsv).toHaveBeenCalledTimes(1)
    expect(vi.mocked(api.reportCsv).mock.calls[0]?.[0]).toHaveLength(6)
    expect(created).toHaveBeenCalled()
  })

  it('reports a save the server refused as failed with its reason', async () => {
    const api = fakeImportApi({ batchRefusals: vi.fn(async () => new Map([[2, 'Ungültige PLZ']])) }, MIXED)
    await toPreview(api)
    const seq = await db.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        kind: 'saveAddress',
        status: 'needsAttention',
        lastError: 'Ungültige PLZ',
        batch: { id: 'batch-1', label: 'kunden.csv', size: 2 },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 addresses' }))
    await screen.findByRole('heading', { name: 'Import report' })
    expect(screen.getByText('Ungültige PLZ')).toBeTruthy()
    expect(api.batchRefusals).toHaveBeenCalledWith('batch-1')
    await db.outbox.delete(seq)
  })

  it('says nothing was imported when the device cannot store the batch, and stays on the rows', async () => {
    const api = fakeImportApi(
      { queueImport: vi.fn(async () => Promise.reject(new Error('QuotaExceeded'))) },
      MIXED,
    )
    await toPreview(api)
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 addresses' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The addresses could not be stored on this device. Nothing was imported.',
    )
    expect(screen.getByRole('heading', { name: 'Check the rows' })).toBeTruthy()
  })
})
