import { Temporal } from 'temporal-polyfill'
import type { AddressRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import { isWeekend, swissHoliday } from '#fixture-api/swiss-holidays'
import { anAddressInput, anOrderPayload } from '#testing/factories'
import type { PlannedChange } from './sync-worker'

/**
 * A mixed queue of changes of every kind the outbox knows (worker/outbox/kinds/), with several
 * changes to the same rows, interleaved: what a dispatcher does through a day on a train. Each row's
 * changes keep their order; the rows are merged at random (seeded), so changes of one address are
 * spread between orders, renames and e-mails. `expected` is the end state the server must show.
 */

export interface MixSizes {
  createdAddresses: number
  /** Updates of each address created offline, under its temporary id (alternating 1 and 2). */
  updatesPerCreated: [number, number]
  updatedAddresses: number
  updatesPerAddress: number
  orders: number
  offers: number
  renamedStandingOrders: number
  renames: number
  editedShipments: number
  edits: number
  podRequests: number
}

/**
 * 198 changes: 30 address creates and 45 updates of them, 30 updates of 10 addresses, 25 orders,
 * 10 offers, 25 renames of 8 standing orders, 20 edits of 7 shipments, 13 POD e-mails; with the
 * address created and the one edited through the forms, 200.
 */
export const TWO_HUNDRED: MixSizes = {
  createdAddresses: 30,
  updatesPerCreated: [1, 2],
  updatedAddresses: 10,
  updatesPerAddress: 3,
  orders: 25,
  offers: 10,
  renamedStandingOrders: 8,
  renames: 25,
  editedShipments: 7,
  edits: 20,
  podRequests: 13,
}

/** 40 changes of every kind, for the scenarios that break something else mid-replay. */
export const FORTY: MixSizes = {
  createdAddresses: 4,
  updatesPerCreated: [1, 2],
  updatedAddresses: 2,
  updatesPerAddress: 3,
  orders: 5,
  offers: 2,
  renamedStandingOrders: 3,
  renames: 6,
  editedShipments: 2,
  edits: 5,
  podRequests: 6,
}

export interface Expected {
  /** Name of an address created offline → the phone of its last update. */
  createdAddresses: Map<string, string>
  /** Id of an existing address → its last phone. */
  updatedAddresses: Map<number, string>
  /** Standing order key → its last name. */
  renames: Map<number, string>
  /** Active shipment key → its last reference and number of colis. */
  edits: Map<number, { reference: string; numberOfColis: number }>
  /** References of the orders and of the offers. */
  orders: string[]
  offers: string[]
  podEmails: string[]
}

export interface Mix {
  plan: PlannedChange[]
  expected: Expected
}

/** The replica the changes are made on. */
export interface Seen {
  addresses: AddressRow[]
  shipments: ShipmentRow[]
  standingOrders: StandingOrderRow[]
}

const ZURICH = 'Europe/Zurich'

/** 10:00 on the next working day in Zurich: a pickup the fixture prices whenever the suite runs. */
export function nextWorkingMorning(): { start_date: string; start_time: string } {
  let day = Temporal.Now.plainDateISO(ZURICH).add({ days: 1 })
  while (isWeekend(day) || swissHoliday(day)) day = day.add({ days: 1 })
  return { start_date: day.toString(), start_time: '10:00:00' }
}

/** mulberry32: the same mark gives the same interleaving. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A change of one row; `createRef` points at the row script's own create (an update of it). */
type Scripted = PlannedChange & { createRef?: true }

function pick<T>(rows: readonly T[], count: number, what: string): T[] {
  if (rows.length < count) throw new Error(`The replica has ${rows.length} ${what}, the mix needs ${count}`)
  return rows.slice(0, count)
}

/** Spreads `total` changes over `rows` rows as evenly as the division allows. */
const share = (total: number, rows: number, index: number) =>
  Math.floor(total / rows) + (index < total % rows ? 1 : 0)

export function editableAddresses(seen: Seen): Address[] {
  return seen.addresses
    .map((row) => row.address)
    .filter((address) => (address.id ?? 0) > 0 && !address.readonly && address.locationId !== null)
    .filter((address) => !address.isBillingAddress)
}

export function buildMix(seen: Seen, mark: string, sizes: MixSizes = TWO_HUNDRED): Mix {
  const random = seeded(Number.parseInt(mark, 36))
  const pickup = nextWorkingMorning()
  const scripts: Scripted[][] = []
  const expected: Expected = {
    createdAddresses: new Map(),
    updatedAddresses: new Map(),
    renames: new Map(),
    edits: new Map(),
    orders: [],
    offers: [],
    podEmails: [],
  }

  for (let i = 0; i < sizes.createdAddresses; i++) {
    const name = `Chaos ${mark} A${i}`
    const input = anAddressInput({ name, phone: `+41 91 100 ${i} 0` })
    const script: Scripted[] = [{ kind: 'saveAddress', input }]
    const updates = sizes.updatesPerCreated[i % 2] ?? 1
    for (let k = 1; k <= updates; k++) {
      script.push({
        kind: 'saveAddress',
        input: { ...input, phone: `+41 91 100 ${i} ${k}` },
        createRef: true,
      })
    }
    expected.createdAddresses.set(name, `+41 91 100 ${i} ${updates}`)
    scripts.push(script)
  }

  for (const [i, address] of pick(
    editableAddresses(seen),
    sizes.updatedAddresses,
    'editable addresses',
  ).entries()) {
    const script: Scripted[] = []
    for (let k = 1; k <= sizes.updatesPerAddress; k++) {
      script.push({ kind: 'saveAddress', input: { ...address, phone: `+41 91 ${mark} ${i} ${k}` } })
    }
    expected.updatedAddresses.set(address.id ?? 0, `+41 91 ${mark} ${i} ${sizes.updatesPerAddress}`)
    scripts.push(script)
  }

  for (let i = 0; i < sizes.orders + sizes.offers; i++) {
    const isOffer = i >= sizes.orders
    const reference = `Chaos ${mark} ${isOffer ? 'Q' : 'O'}${i}`
    const order = anOrderPayload({ ...pickup, is_offer: isOffer, rechnungsbeschreibung_offiziell: reference })
    ;(isOffer ? expected.offers : expected.orders).push(reference)
    scripts.push([{ kind: 'createShipment', input: { order } }])
  }

  const orders = pick(seen.standingOrders, sizes.renamedStandingOrders, 'standing orders')
  for (const [i, row] of orders.entries()) {
    const script: Scripted[] = []
    const count = share(sizes.renames, orders.length, i)
    for (let k = 1; k <= count; k++) {
      script.push({
        kind: 'renameStandingOrder',
        input: { key: row.key, customerName: `Chaos ${mark} S${i}.${k}` },
      })
    }
    expected.renames.set(row.key, `Chaos ${mark} S${i}.${count}`)
    scripts.push(script)
  }

  const editable = seen.shipments.filter(
    (row) => row.list === 'active' && row.key > 0 && !row.item.cancelled && row.item.state < 300,
  )
  const shipments = pick(editable, sizes.editedShipments, 'editable active shipments')
  for (const [i, row] of shipments.entries()) {
    const script: Scripted[] = []
    const count = share(sizes.edits, shipments.length, i)
    for (let k = 1; k <= count; k++) {
      const edit = { reference: `Chaos ${mark} E${i}.${k}`, numberOfColis: 1 + (k % 3) }
      script.push({ kind: 'editShipment', input: { key: row.key, edit } })
      expected.edits.set(row.key, edit)
    }
    scripts.push(script)
  }

  const archived = seen.shipments.filter((row) => row.list === 'archive' && row.key > 0)
  for (let i = 0; i < sizes.podRequests; i++) {
    const row = archived[i % archived.length]
    if (!row) throw new Error('The replica has no archived shipment for a POD request')
    const email = `chaos-${mark}-p${i}@example.ch`
    expected.podEmails.push(email)
    scripts.push([{ kind: 'requestPodEmail', input: { key: row.key, email } }])
  }

  return { plan: interleave(scripts, random), expected }
}

/** Merges the row scripts at random, each in its own order; an update names its create's index. */
function interleave(scripts: Scripted[][], random: () => number): PlannedChange[] {
  const plan: PlannedChange[] = []
  const cursors = scripts.map(() => 0)
  const createdAt = scripts.map(() => -1)
  let left = scripts.reduce((sum, script) => sum + script.length, 0)
  while (left > 0) {
    // Weighted by what a script has left, so long scripts spread over the whole queue.
    let draw = Math.floor(random() * left)
    const index = scripts.findIndex((script, i) => {
      const remaining = script.length - (cursors[i] ?? 0)
      if (draw < remaining) return true
      draw -= remaining
      return false
    })
    const script = scripts[index] ?? []
    const cursor = cursors[index] ?? 0
    const step = script[cursor]
    if (!step) throw new Error('interleave ran past a script')
    cursors[index] = cursor + 1
    left--
    const { createRef, ...change } = step
    if (createRef) plan.push({ ...change, createdBy: createdAt[index] ?? -1 } as PlannedChange)
    else {
      if (cursor === 0) createdAt[index] = plan.length
      plan.push(change as PlannedChange)
    }
  }
  return plan
}
