// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import type { ImportRow } from '#domain/address-import/contract'
import { ImportPage } from './import-page'
import { aFile, aRow, fakeImportApi, renderImport, SHEET } from './testing/fake-import-api'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

beforeEach(async () => {
  await db.outbox.clear()
})

/**
 * A file whose second data row follows an empty line and whose third follows a cell of two lines:
 * as the reader numbers them, they are on lines 2, 4 and 7, not 2, 3 and 4.
 */
const SOURCE_LINES = [2, 4, 7]
const ROWS: ImportRow[] = [
  aRow(0, 'ready'),
  aRow(1, 'error', { issues: [{ field: 'zip', code: 'required' }] }),
  aRow(2, 'duplicate', { duplicateOf: { kind: 'file', row: 1 } }),
]

async function toPreview() {
  const sheet = { ...SHEET, rows: [...SHEET.rows, ['X', 'Y', '3011', 'Bern', '']], sourceLines: SOURCE_LINES }
  const api = fakeImportApi({ readFile: vi.fn(async () => ({ ok: true as const, sheet })) }, ROWS)
  await renderImport(<ImportPage />, api)
  fireEvent.change(screen.getByLabelText('Choose a .csv or .xlsx file, or drop it here'), {
    target: { files: [aFile('kunden.csv')] },
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
  await screen.findByRole('heading', { name: 'Check the rows' })
  return api
}

describe('a row is named by its line in the file, past empty lines and multi-line cells', () => {
  it('in the table, a duplicate’s note and the row’s form', async () => {
    await toPreview()
    const lines = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(lines).toEqual(['2', '4', '7'])
    expect(screen.getByText(/Same as line 4/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 7' }))
    expect(await screen.findByRole('dialog', { name: 'Edit line 7' })).toBeTruthy()
  })

  it('side by side with the row it duplicates', async () => {
    await toPreview()
    fireEvent.click(screen.getByRole('button', { name: 'Compare line 7' }))
    expect(await screen.findByRole('dialog', { name: 'Line 7 is a duplicate' })).toBeTruthy()
  })

  it('in the report and its CSV', async () => {
    const api = await toPreview()
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 address' }))
    await screen.findByRole('heading', { name: 'Import report' })
    fireEvent.click(screen.getByRole('button', { name: 'Download the report (CSV)' }))
    const written = vi.mocked(api.reportCsv).mock.calls[0]?.[0] ?? []
    expect(written.map((entry) => [entry.row, entry.outcome])).toEqual([
      [2, 'imported'],
      [4, 'failed'],
      [7, 'skipped'],
    ])
  })
})
