// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { readSheet } from 'read-excel-file/node'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { EMPTY_FILTER } from '#features/addresses/address-filter'
import { de } from '#features/addresses/testing/address-screens'
import { clearAddresses } from '#testing/address-rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { click } from '#testing/user-events'
import { AddressExportAction } from './address-export-action'

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[])
/** Set by a test: the browser refuses the next download. */
const refuse = vi.hoisted(() => ({ next: false }))
vi.mock('#ui/save-file', () => ({
  saveFile: (blob: Blob, name: string) => {
    if (refuse.next) throw new Error('download blocked')
    saved.push({ blob, name })
  },
}))

const ANNA = 'anna'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

beforeEach(async () => {
  saved.length = 0
  refuse.next = false
  await clearAddresses(db)
  await db.addressRows.bulkPut([
    anAddressRow(ANNA, anAddress({ id: 1, name: 'Bäckerei Brunner AG', location: 'Bern', zip: '3011' })),
    anAddressRow(ANNA, anAddress({ id: 2, name: '=HYPERLINK("http://evil.example")', location: 'Zürich' })),
    anAddressRow(ANNA, anAddress({ id: 3, name: 'Velokurier Meier', location: 'Zürich' })),
    // Another account's address on the same device never leaves in Anna's file.
    anAddressRow('bruno', anAddress({ id: 4, name: 'Brunos Firma' })),
  ])
})

async function openDialog(filter = EMPTY_FILTER) {
  await renderWithRouter(<AddressExportAction account={ANNA} filter={filter} />)
  await click(screen.getByRole('button', { name: de('Export') }))
  await screen.findByRole('dialog')
}

async function download() {
  const button = await screen.findByRole('button', { name: de('Download') })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  await click(button)
  await waitFor(() => expect(saved).toHaveLength(1))
  return saved[0] as { blob: Blob; name: string }
}

const csvLines = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: false })
    .decode(await blob.arrayBuffer())
    .split('\r\n')
    .filter(Boolean)

describe('AddressExportAction', () => {
  it('without a filter offers all addresses only, and saves the account’s addresses as CSV', async () => {
    await openDialog()
    const all = await screen.findByRole('radio', {
      name: de('All addresses ({allCount})', { allCount: '3' }),
    })
    expect((all as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('radio', { name: /gefilterten/ })).toBeNull()

    const { blob, name } = await download()

    expect(name).toMatch(/^addresses-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = await csvLines(blob)
    expect(lines[0]?.startsWith('Anrede;Name;Kontakt;Strasse;PLZ;Ort;Telefon;')).toBe(true)
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual([
      'Bäckerei Brunner AG',
      `"'=HYPERLINK(""http://evil.example"")"`,
      'Velokurier Meier',
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('with a filter set offers the filtered addresses first, and saves only those as xlsx', async () => {
    await openDialog({ ...EMPTY_FILTER, location: 'zürich' })
    const filtered = await screen.findByRole('radio', {
      name: de('The filtered addresses ({filteredCount})', { filteredCount: '2' }),
    })
    expect((filtered as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: de('Excel workbook (.xlsx)') }))

    const { blob, name } = await download()

    expect(name).toMatch(/^addresses-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()))
    expect(sheet.map((row) => row[1])).toEqual([
      'Name',
      `'=HYPERLINK("http://evil.example")`,
      'Velokurier Meier',
    ])
  })

  it('with a filter set still exports every address when the user chooses all', async () => {
    await openDialog({ ...EMPTY_FILTER, location: 'zürich' })
    fireEvent.click(
      await screen.findByRole('radio', { name: de('All addresses ({allCount})', { allCount: '3' }) }),
    )

    const { blob } = await download()

    expect(await csvLines(blob)).toHaveLength(4)
  })

  it('says the export failed when the file cannot be saved, keeps the dialog open and changes no address', async () => {
    refuse.next = true
    await openDialog()
    const button = await screen.findByRole('button', { name: de('Download') })
    await waitFor(() => expect(document.activeElement).toBe(button))

    await click(button)

    expect((await screen.findByRole('alert')).textContent).toBe(de('The export failed. Please try again.'))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(await db.addressRows.count()).toBe(4)
    refuse.next = false
    await click(button)
    await waitFor(() => expect(saved).toHaveLength(1))
  })
})
