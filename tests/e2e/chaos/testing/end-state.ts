import { expect, type Page } from '@playwright/test'
import type { Expected } from './change-mix'
import { CHAOS_ACCOUNT, serverGet } from './session'

interface Listed<T> {
  pagination: { total: number }
  data: T[]
}
interface ServerAddress {
  kontaktadresse: { id: number; firma: string; phone: string }
}
interface FixtureOutbox {
  orders: { owner: string; payload: { rechnungsbeschreibung_offiziell: string } }[]
  offers: { owner: string; payload: { rechnungsbeschreibung_offiziell: string } }[]
  podRequests: { owner: string; email: string }[]
}

const tally = (values: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}
const eachOnce = (values: readonly string[]) => new Map(values.map((value) => [value, 1]))

/**
 * The server's data after the replay, by content rather than by key: every address made offline
 * exists once with its last phone, every order, offer and POD e-mail once, and every row that was
 * changed several times shows its last change (a change landing out of order would leave an earlier
 * one on show).
 */
export async function expectServerState(page: Page, expected: Expected, mark: string): Promise<void> {
  const created = await serverGet<Listed<ServerAddress>>(
    page,
    `addresses?count=1000&filter[firma]=${encodeURIComponent(`Chaos ${mark} A`)}`,
  )
  const createdRows = created.data.map((row) => row.kontaktadresse)
  expect(tally(createdRows.map((row) => row.firma))).toEqual(eachOnce([...expected.createdAddresses.keys()]))
  expect(new Map(createdRows.map((row) => [row.firma, row.phone]))).toEqual(expected.createdAddresses)

  const updated = new Map<number, string>()
  for (const id of expected.updatedAddresses.keys()) {
    updated.set(id, (await serverGet<ServerAddress>(page, `address/${id}`)).kontaktadresse.phone)
  }
  expect(updated).toEqual(expected.updatedAddresses)

  const standing = await serverGet<Listed<{ id: number; customer_name: string }>>(
    page,
    'standing-order?count=1000',
  )
  const names = new Map(standing.data.map((row) => [row.id, row.customer_name]))
  expect(new Map([...expected.renames.keys()].map((key) => [key, names.get(key)]))).toEqual(expected.renames)

  const edits = new Map<number, { reference: string; numberOfColis: number }>()
  for (const key of expected.edits.keys()) {
    const detail = await serverGet<{ rechnungsbeschreibung_offiziell: string; colis: { count: number }[] }>(
      page,
      `shipments/${key}`,
    )
    const numberOfColis = detail.colis.reduce((sum, coli) => sum + coli.count, 0)
    edits.set(key, { reference: detail.rechnungsbeschreibung_offiziell, numberOfColis })
  }
  expect(edits).toEqual(expected.edits)

  const response = await page.request.get('/__fixture/outbox')
  expect(response.ok()).toBe(true)
  const outbox = (await response.json()) as FixtureOutbox
  const mine = <T extends { owner: string }>(rows: T[]) => rows.filter((row) => row.owner === CHAOS_ACCOUNT)
  const marked = (references: string[]) =>
    references.filter((reference) => reference.startsWith(`Chaos ${mark} `))
  const references = (rows: FixtureOutbox['orders']) =>
    marked(mine(rows).map((row) => row.payload.rechnungsbeschreibung_offiziell))
  expect(tally(references(outbox.orders))).toEqual(eachOnce(expected.orders))
  expect(tally(references(outbox.offers))).toEqual(eachOnce(expected.offers))
  const emails = mine(outbox.podRequests)
    .map((row) => row.email)
    .filter((email) => email.startsWith(`chaos-${mark}-`))
  expect(tally(emails)).toEqual(eachOnce(expected.podEmails))
}
