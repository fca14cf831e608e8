// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordBatchDiscards } from '#db/batch-discard-log'
import { db } from '#db/instance'
import { getBatchDiscards } from '#db/queries/outbox'
import type { ImportRow } from '#domain/address-import/contract'
import { anOutboxRow } from '#testing/factories'
import { ImportPage } from './import-page'
import { ACCOUNT, aFile, aRow, fakeImportApi, renderImport } from './testing/fake-import-api'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

beforeEach(async () => {
  await db.outbox.clear()
  await db.meta.clear()
})

const ROWS: ImportRow[] = [aRow(0, 'ready'), aRow(1, 'ready'), aRow(2, 'ready')]

/**
 * What the worker's discard leaves behind (worker/outbox/batch-discards.test.ts holds it to that):
 * the entries gone from the outbox and their discard recorded, in one transaction.
 */
async function discardEntries(seqs: readonly number[]) {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const entries = await db.outbox.bulkGet([...seqs])
    await db.outbox.bulkDelete([...seqs])
    const discarded = entries.flatMap((entry, at) => (entry ? [{ ...entry, seq: seqs[at] ?? 0 }] : []))
    await recordBatchDiscards(db, ACCOUNT, discarded)
  })
}

/** The import screen over the replica's outbox: the batch is queued as its entries. */
async function importThree() {
  const api = fakeImportApi(
    {
      queueImport: vi.fn(async (inputs: readonly unknown[]) => {
        const batch = { id: 'batch-1', label: 'kunden.csv', size: inputs.length }
        const rows = inputs.map(() => anOutboxRow({ account: ACCOUNT, kind: 'importTest', batch }))
        const seqs = (await db.outbox.bulkAdd(rows, { allKeys: true })) as number[]
        return { batch: batch.id, seqs }
      }),
      batchDiscards: vi.fn((batch: string) => getBatchDiscards(ACCOUNT, batch, db)),
    },
    ROWS,
  )
  await renderImport(<ImportPage />, api)
  fireEvent.change(screen.getByLabelText('Choose a .csv or .xlsx file, or drop it here'), {
    target: { files: [aFile('kunden.csv')] },
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Import 3 addresses' }))
  await screen.findByText(/0 of 3 sent\./)
  const seqs = (await db.outbox.orderBy('seq').primaryKeys()) as number[]
  return { api, seqs }
}

const outcome = (name: string) => document.querySelector(`[data-outcome="${name}"]`)?.textContent

describe('an import whose batch was discarded before it was sent', () => {
  it('reports the discarded addresses as discarded, not imported, on screen and in the CSV', async () => {
    const { api, seqs } = await importThree()
    await discardEntries(seqs)
    await screen.findByRole('heading', { name: 'Import report' })
    expect(outcome('imported')).toBe('Imported0')
    expect(outcome('discarded')).toBe('Discarded3')
    expect(screen.getByRole('status').textContent).toBe(
      '0 of 3 sent; 3 were discarded before they were sent.',
    )
    expect(screen.getByText('Rows not imported')).toBeTruthy()
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Download the report (CSV)' }))
    const written = vi.mocked(api.reportCsv).mock.calls[0]?.[0] ?? []
    expect(written.map((entry) => entry.outcome)).toEqual(['discarded', 'discarded', 'discarded'])
  })

  it('tells the one discarded entry from the two that were sent', async () => {
    const { seqs } = await importThree()
    await discardEntries([seqs[1] ?? 0])
    // The other two were sent: they leave the outbox without a discard.
    await db.outbox.bulkDelete([seqs[0] ?? 0, seqs[2] ?? 0])
    await screen.findByRole('heading', { name: 'Import report' })
    expect(outcome('imported')).toBe('Imported2')
    expect(outcome('discarded')).toBe('Discarded1')
    expect(screen.getByRole('status').textContent).toBe('2 of 3 sent; 1 was discarded before it was sent.')
    expect(screen.getByText('Firma 1')).toBeTruthy()
  })
})
