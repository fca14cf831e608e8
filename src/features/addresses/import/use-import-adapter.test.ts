// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recordBatchDiscards } from '#db/batch-discard-log'
import type { ParsedSheet } from '#domain/address-import/contract'
import { anAddress, anAddressRow, anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { fakePlaceSearch } from '#testing/place-search'
import { BERN } from '#testing/places'
import { createAddressImportApi } from './use-import-adapter'

const ACCOUNT = 'anna'
const WORDS = {
  headers: { row: 'Zeile', outcome: 'Ergebnis', name: 'Name', reason: 'Grund' },
  outcomes: {
    imported: 'importiert',
    updated: 'aktualisiert',
    skipped: 'übersprungen',
    failed: 'fehlgeschlagen',
    discarded: 'verworfen',
  },
}
const SHEET: ParsedSheet = {
  format: 'csv',
  headers: ['Firma', 'Strasse', 'PLZ', 'Ort'],
  rows: [
    ['Muster AG', 'Bundesgasse 1', '3011', 'Bern'],
    ['Alte Firma AG', 'Marktgasse 2', '3011', 'Bern'],
    ['Irgendwo GmbH', 'Dorfstrasse 3', '9999', 'Nirgendwo'],
  ],
}
const MAPPING = ['company', 'street', 'zip', 'location'] as const

beforeEach(() => {
  localStorage.clear()
})

function setUp(online = true) {
  const replica = freshDatabase()
  const places = fakePlaceSearch({ '3011': [BERN], '9999': [] })
  places.state.online = online
  const sync = { queueBatch: vi.fn(async () => ({ batch: 'b-1', seqs: [1, 2] })) }
  const api = createAddressImportApi({
    account: ACCOUNT,
    sync,
    search: places.api,
    locale: 'de',
    organization: undefined,
    reportWords: WORDS,
    online: () => places.state.online,
    replica,
  })
  return { api, sync, replica, places }
}

describe('the address import adapter', () => {
  it('proposes a mapping from the headers, and the remembered one once confirmed', () => {
    const { api } = setUp()
    expect(api.initialMapping(SHEET.headers)).toEqual({ mapping: [...MAPPING], remembered: false })
    api.rememberMapping(SHEET.headers, ['company', null, 'zip', 'location'])
    expect(api.initialMapping(SHEET.headers)).toEqual({
      mapping: ['company', null, 'zip', 'location'],
      remembered: true,
    })
  })

  it('checks rows against the address book and the place search, and a fix against the same', async () => {
    const { api, replica } = setUp()
    await replica.addressRows.bulkPut([
      anAddressRow(
        ACCOUNT,
        anAddress({
          id: 77,
          name: 'Alte Firma AG',
          street: 'Marktgasse 2',
          zip: '3011',
          location: 'Bern',
          phone: '+41 31 000 00 77',
          standardSenderAddress: true,
        }),
      ),
    ])
    const progress = vi.fn()
    const { rows, session } = await api.checkRows(SHEET, [...MAPPING], progress)
    expect(rows.map((row) => row.status)).toEqual(['ready', 'duplicate', 'error'])
    expect(rows[1]?.duplicateOf).toEqual({ kind: 'book', address: 77 })
    // Two zips searched online (the first half), then the rows checked.
    const fractions = progress.mock.calls.map(([fraction]) => fraction)
    expect(fractions.slice(0, 2)).toEqual([0.25, 0.5])
    expect(fractions.at(-1)).toBe(1)
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b))

    const fixed = await session.recheck(rows, 2, { ...rows[2]?.cells, zip: '3011', location: 'Bern' })
    expect(fixed[2]?.status).toBe('ready')
    const [ready, duplicate] = fixed
    if (!ready || !duplicate) throw new Error('rows missing')
    // The file has no phone or use columns: the update keeps the book's.
    expect(api.inputFor(duplicate, 'update')).toMatchObject({
      id: 77,
      phone: '+41 31 000 00 77',
      standardSenderAddress: true,
    })
    expect(api.inputFor(duplicate, undefined)).toBeNull()
    expect(api.inputFor(ready, undefined)?.locationId).toBe(BERN.id)
  })

  it('lets rows whose place was never seen wait offline, and checks them again once online', async () => {
    const { api, places } = setUp(false)
    const { rows, session } = await api.checkRows(SHEET, [...MAPPING], () => undefined)
    expect(rows.map((row) => row.status)).toEqual(['needs-network', 'needs-network', 'needs-network'])
    places.state.online = true
    const again = await session.checkAgain(rows)
    expect(again.map((row) => row.status)).toEqual(['ready', 'ready', 'error'])
  })

  it('knows a place by its name in another language than the portal’s (Luzern in an English portal)', async () => {
    const replica = freshDatabase()
    const luzern = { id: 6003, code: '6003', is_active: true }
    const names: Record<string, string> = { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' }
    const search = vi.fn(async (_text: string, options: { locale: string }) => [
      { ...luzern, name: names[options.locale] ?? '', label: '' },
    ])
    const api = createAddressImportApi({
      account: ACCOUNT,
      sync: { queueBatch: vi.fn() },
      search,
      locale: 'en',
      organization: undefined,
      reportWords: WORDS,
      online: () => true,
      replica,
    })
    const sheet: ParsedSheet = {
      format: 'csv',
      headers: SHEET.headers,
      rows: [
        ['Pilatus AG', 'Pilatusstrasse 1', '6003', 'Luzern'],
        ['Lucerne Ltd', 'Pilatusstrasse 2', '6003', 'Lucerne'],
        ['Nowhere AG', 'Pilatusstrasse 3', '6003', 'Basel'],
      ],
    }
    const { rows } = await api.checkRows(sheet, [...MAPPING], () => undefined)
    expect(rows.map((row) => row.status)).toEqual(['ready', 'ready', 'error'])
    expect(rows[0]?.input).toMatchObject({ locationId: 6003, location: 'Luzern' })
  })

  it('queues every save as one batch of address saves, labelled by the file', async () => {
    const { api, sync } = setUp()
    const { rows } = await api.checkRows(SHEET, [...MAPPING], () => undefined)
    const input = rows[0] && api.inputFor(rows[0], undefined)
    if (!input) throw new Error('row 0 has no save')
    await api.queueImport([input, input], 'kunden.csv')
    expect(sync.queueBatch).toHaveBeenCalledWith(
      [
        { kind: 'saveAddress', input },
        { kind: 'saveAddress', input },
      ],
      { label: 'kunden.csv' },
    )
  })

  it('gives the reasons of the batch’s refused entries only', async () => {
    const { api, replica } = setUp()
    const batch = (id: string) => ({ id, label: 'kunden.csv', size: 2 })
    const refused = await replica.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        status: 'needsAttention',
        lastError: 'PLZ ungültig',
        batch: batch('b-1'),
      }),
    )
    await replica.outbox.add(anOutboxRow({ account: ACCOUNT, status: 'queued', batch: batch('b-1') }))
    await replica.outbox.add(anOutboxRow({ account: ACCOUNT, status: 'needsAttention', batch: batch('b-2') }))
    await replica.outbox.add(
      anOutboxRow({ account: 'other', status: 'needsAttention', lastError: 'x', batch: batch('b-1') }),
    )
    expect(await api.batchRefusals('b-1')).toEqual(new Map([[refused, 'PLZ ungültig']]))
  })

  it('gives the batch’s entries the user discarded, apart from those sent, and writes them as discarded', async () => {
    const { api, replica } = setUp()
    const batch = { id: 'b-1', label: 'kunden.csv', size: 2 }
    const [kept, dropped] = (await replica.outbox.bulkAdd(
      [0, 1].map(() => anOutboxRow({ account: ACCOUNT, kind: 'importTest', batch })),
      { allKeys: true },
    )) as number[]
    // Both leave the outbox; the discard is recorded as the worker's discard records it.
    await replica.outbox.bulkDelete([kept ?? 0, dropped ?? 0])
    await recordBatchDiscards(replica, ACCOUNT, [{ seq: dropped ?? 0, batch }])
    expect(await api.batchDiscards('b-1')).toEqual(new Set([dropped]))
    expect(await api.batchDiscards('b-2')).toEqual(new Set())
    expect(api.reportCsv([{ row: 3, name: 'A', outcome: 'discarded', reason: '' }])).toContain(
      '3;verworfen;A;',
    )
  })

  it('writes the report in the user’s words', () => {
    const { api } = setUp()
    const csv = api.reportCsv([{ row: 2, name: '=cmd()', outcome: 'failed', reason: 'PLZ ungültig' }])
    expect(csv).toContain('Zeile;Ergebnis;Name;Grund')
    expect(csv).toContain("2;fehlgeschlagen;'=cmd();PLZ ungültig")
  })
})
