import { expect, type Page } from '@playwright/test'
import type { Expected, OrderBlock } from './change-mix'
import { CHAOS_ACCOUNT, serverGet } from './session'

interface Listed<T> {
  pagination: { total: number }
  data: T[]
}
interface ServerAddress {
  kontaktadresse: { id: number; firma: string; phone: string }
}
interface ReceivedOrder {
  id: number
  owner: string
  payload: {
    rechnungsbeschreibung_offiziell: string
    kontaktadressen: Record<OrderBlock | 'third', { kontaktadresse_id: number | null }[] | undefined>
  }
}
interface FixtureOutbox {
  orders: ReceivedOrder[]
  offers: ReceivedOrder[]
  podRequests: { owner: string; key: number; email: string }[]
}

const tally = (values: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}
const eachOnce = (values: readonly string[]) => new Map(values.map((value) => [value, 1]))

type Edit = { reference: string; numberOfColis: number }

async function shownEdit(page: Page, key: number): Promise<Edit> {
  const detail = await serverGet<{ rechnungsbeschreibung_offiziell: string; colis: { count: number }[] }>(
    page,
    `shipments/${key}`,
  )
  const numberOfColis = detail.colis.reduce((sum, coli) => sum + coli.count, 0)
  return { reference: detail.rechnungsbeschreibung_offiziell, numberOfColis }
}

/**
 * The server's data after the replay, by content rather than by key: every address made offline
 * exists once with its last phone, every order, offer and POD e-mail once, and every row that was
 * changed several times shows its last change (a change landing out of order would leave an earlier
 * one on show). What named a row made offline names the server's row: an order's saved address is
 * the address's real id, an edit or POD e-mail of an order that waited reached that order, and no
 * stored order, offer or POD request holds a negative id.
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

  const edits = new Map<number, Edit>()
  for (const key of expected.edits.keys()) edits.set(key, await shownEdit(page, key))
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

  const mineMarked = [...mine(outbox.orders), ...mine(outbox.offers)].filter((row) =>
    row.payload.rechnungsbeschreibung_offiziell.startsWith(`Chaos ${mark} `),
  )
  const savedIds = mineMarked.flatMap((row) =>
    Object.values(row.payload.kontaktadressen).flatMap((block) =>
      (block ?? []).map((address) => address.kontaktadresse_id),
    ),
  )
  expect(
    savedIds.filter((id) => id !== null && id < 0),
    'saved addresses sent by temporary id',
  ).toEqual([])
  expect(
    mine(outbox.podRequests).filter((row) => row.key <= 0),
    'POD e-mails sent by temporary key',
  ).toEqual([])

  const addressIds = new Map(createdRows.map((row) => [row.firma, row.id]))
  const orderByReference = new Map(
    mineMarked.map((row) => [row.payload.rechnungsbeschreibung_offiziell, row] as const),
  )
  const named = new Map(
    [...expected.orderAddresses].map(([reference, { block }]) => [
      reference,
      orderByReference.get(reference)?.payload.kontaktadressen[block]?.[0]?.kontaktadresse_id,
    ]),
  )
  expect(named, "orders name the server's id of the address made offline").toEqual(
    new Map([...expected.orderAddresses].map(([reference, { name }]) => [reference, addressIds.get(name)])),
  )

  const waitingEdits = new Map<string, Edit | undefined>()
  for (const reference of expected.waitingEdits.keys()) {
    const id = orderByReference.get(reference)?.id
    waitingEdits.set(reference, id === undefined ? undefined : await shownEdit(page, id))
  }
  expect(waitingEdits, 'orders edited while they waited show their last edit').toEqual(expected.waitingEdits)

  const podKeys = new Map(mine(outbox.podRequests).map((row) => [row.email, row.key]))
  expect(
    new Map([...expected.waitingPods.keys()].map((email) => [email, podKeys.get(email)])),
    'POD e-mails of orders that waited reached those orders',
  ).toEqual(
    new Map(
      [...expected.waitingPods].map(([email, reference]) => [email, orderByReference.get(reference)?.id]),
    ),
  )
}
