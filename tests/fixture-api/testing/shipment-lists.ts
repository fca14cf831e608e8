import { Temporal } from 'temporal-polyfill'
import { expect } from 'vitest'
import { fetchAll, type Page, type Row, toQuery } from './factories'
import { type Client, startSession, type TestApi } from './harness'

// What the shipment list tests share: the fields the contract names, the predicates the filters
// are checked against, and one session holding both full lists to compare each answer with.

export type ListName = 'active' | 'archive'

export const LIST_FIELDS = [
  'id',
  'formatted_number',
  'rechnungsbeschreibung_offiziell',
  'state',
  'cancelled',
  'start',
  'end',
  'addresses',
  'coli_count',
  'total_weight',
  'visiert_von',
  'tourenplan_aktiv',
  'pickup_datetime',
  'visier_date',
  'visier_time',
  'visier_datum',
  'pickup_from',
  'pickup_to',
  'drop_from',
  'drop_to',
  'transportart_id',
]

export const STOP_FIELDS = [
  'id',
  'kontaktadresse_id',
  'firma',
  'kontakt',
  'adresse',
  'plz',
  'ort',
  'phone',
  'datetime',
  'time_start',
  'time_end',
]

export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/
export const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

export const epoch = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds
export const ids = (rows: Row[]) => rows.map((row) => row.id as number)
export const sortedIds = (rows: Row[]) => ids(rows).sort((a, b) => a - b)
/** The Zurich day the archive files a row under: delivery, else (cancelled) pickup. */
export const archiveDay = (row: Row): string => row.visier_date ?? String(row.start.date).slice(0, 10)
export const pickupDay = (row: Row): string => String(row.start.date).slice(0, 10)
export const has = (value: string | null | undefined, needle: string) =>
  (value ?? '').toLowerCase().includes(needle.toLowerCase())

export async function list(who: Client, name: ListName, params: Record<string, string | number> = {}) {
  const reply = await who.get(`/api/v2/shipments/${name}${toQuery(params)}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body as Page
}

/** Every row of a list, through as many pages as it takes, checked against the answer's total. */
export async function everything(
  who: Client,
  name: ListName,
  params: Record<string, string | number> = {},
): Promise<Row[]> {
  const body = await fetchAll(who, `/api/v2/shipments/${name}`, params)
  expect(body.data).toHaveLength(body.pagination.total)
  return body.data
}

export interface ListsSession {
  api: TestApi
  customer: Client
  full: Record<ListName, Row[]>
}

/** A fixture with `customer` logged in, and both of its lists read in full. */
export async function openShipmentLists(): Promise<ListsSession> {
  const { api, user: customer } = await startSession('customer')
  return {
    api,
    customer,
    full: { active: await everything(customer, 'active'), archive: await everything(customer, 'archive') },
  }
}
