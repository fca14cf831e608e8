import { Temporal } from 'temporal-polyfill'
import type { AddressRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import type { Address, AddressInput } from '#domain/entities/address'
import { isWeekend, swissHoliday } from '#fixture-api/swiss-holidays'
import { anAddressInput } from '#testing/factories'
import { anOrderFormAddress, anOrderInput } from '#testing/order-form'
import type { ChangeInput } from '#worker/contract'
import type { InputPath, PlannedChange } from './sync-worker'

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
  /** Orders whose addresses are the book's or typed in. */
  orders: number
  /**
   * Orders whose sender (even ones) or receiver (odd ones) is an address created offline, named by
   * its temporary id: one each for the first addresses created, queued after the address.
   */
  ordersNamingCreated: number
  offers: number
  renamedStandingOrders: number
  renames: number
  editedShipments: number
  edits: number
  /** POD e-mails of archived shipments. */
  podRequests: number
  /** Orders (every second one of the mix's orders) edited while still waiting, by key −seq. */
  waitingOrdersEdited: number
  editsPerWaitingOrder: number
  /** POD e-mails of orders still waiting (every third order of the mix's, round), by key −seq. */
  waitingOrderPods: number
}

/**
 * 198 changes: 26 address creates and 39 updates of them, 24 updates of 8 addresses, 26 orders
 * (12 naming an address created offline), 10 offers, 20 renames of 7 standing orders, 14 edits of
 * 5 shipments, 11 POD e-mails of archived shipments, 18 edits of 9 orders still waiting and 10 POD
 * e-mails of orders still waiting; with the address created and the one edited through the forms,
 * 200.
 */
export const TWO_HUNDRED: MixSizes = {
  createdAddresses: 26,
  updatesPerCreated: [1, 2],
  updatedAddresses: 8,
  updatesPerAddress: 3,
  orders: 14,
  ordersNamingCreated: 12,
  offers: 10,
  renamedStandingOrders: 7,
  renames: 20,
  editedShipments: 5,
  edits: 14,
  podRequests: 11,
  waitingOrdersEdited: 9,
  editsPerWaitingOrder: 2,
  waitingOrderPods: 10,
}

/** 40 changes of every kind, for the scenarios that break something else mid-replay. */
export const FORTY: MixSizes = {
  createdAddresses: 4,
  updatesPerCreated: [1, 2],
  updatedAddresses: 2,
  updatesPerAddress: 3,
  orders: 5,
  ordersNamingCreated: 0,
  offers: 2,
  renamedStandingOrders: 3,
  renames: 6,
  editedShipments: 2,
  edits: 5,
  podRequests: 6,
  waitingOrdersEdited: 0,
  editsPerWaitingOrder: 0,
  waitingOrderPods: 0,
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
  /** Reference of an order → the block naming an address created offline, and that address's name. */
  orderAddresses: Map<string, { block: OrderBlock; name: string }>
  /** Reference an order was created with → its last edit, made while it waited. */
  waitingEdits: Map<string, { reference: string; numberOfColis: number }>
  /** POD e-mail of an order still waiting → the reference the order was created with. */
  waitingPods: Map<string, string>
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

/**
 * 10:00 on the next working day in Zurich, as the order form holds it: a pickup the fixture prices
 * whenever the suite runs.
 */
export function nextWorkingMorning(): { date: string; time: string } {
  let day = Temporal.Now.plainDateISO(ZURICH).add({ days: 1 })
  while (isWeekend(day) || swissHoliday(day)) day = day.add({ days: 1 })
  return { date: day.toString(), time: '1000' }
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

/**
 * A change of one row's script; `ref` names an earlier step of the same script (its index there)
 * whose temporary id goes at `at` of this step's input (sync-worker.ts).
 */
type Scripted = Omit<PlannedChange, 'createdBy' | 'at'> & { ref?: { step: number; at: InputPath[] } }

/** The blocks of an order's wire body (what the fixture stores) an address made offline goes in. */
export type OrderBlock = 'send' | 'receive'

const FORM_BLOCK = { send: 'sender', receive: 'receiver' } as const

/** Where an order's input names the saved address of `block`: its id and the picker's choice. */
const savedAddressAt = (block: OrderBlock): InputPath[] => [
  ['form', FORM_BLOCK[block], 'id'],
  ['form', FORM_BLOCK[block], 'saved', 'id'],
]

/**
 * createShipment's input for an order or offer on the next working morning, as confirm queues it
 * (unpriced: the worker prices it when it is sent); `named` picks an address created offline in
 * one block, its temporary id written there when queued (savedAddressAt).
 */
function orderInput(
  reference: string,
  isOffer: boolean,
  named?: { block: OrderBlock; address: AddressInput },
): ChangeInput['createShipment'] {
  const input = anOrderInput({ ...nextWorkingMorning(), invoiceReference: reference }, { isOffer })
  if (!named) return input
  const { address } = named
  const chosen = anOrderFormAddress({
    name: address.name,
    contact: address.contact,
    street: address.street,
    zip: address.zip,
    location: address.location,
    phone: address.phone,
    locationId: address.locationId,
    saved: { id: 0, label: address.name, hasLocation: true },
  })
  // The other block stays the factory's Bern or Zürich address, so the order is priced Bern ↔ Zürich.
  const form =
    named.block === 'send' ? { ...input.form, sender: chosen } : { ...input.form, receiver: chosen }
  return { ...input, form }
}

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
  const scripts: Scripted[][] = []
  const expected: Expected = {
    createdAddresses: new Map(),
    updatedAddresses: new Map(),
    renames: new Map(),
    edits: new Map(),
    orders: [],
    offers: [],
    podEmails: [],
    orderAddresses: new Map(),
    waitingEdits: new Map(),
    waitingPods: new Map(),
  }
  /** Every order's script and the index of its create there, for the changes made while it waits. */
  const orders: { script: Scripted[]; step: number; reference: string }[] = []

  for (let i = 0; i < sizes.createdAddresses; i++) {
    const name = `Chaos ${mark} A${i}`
    const input = anAddressInput({ name, phone: `+41 91 100 ${i} 0` })
    const script: Scripted[] = [{ kind: 'saveAddress', input }]
    const updates = sizes.updatesPerCreated[i % 2] ?? 1
    for (let k = 1; k <= updates; k++) {
      script.push({
        kind: 'saveAddress',
        input: { ...input, phone: `+41 91 100 ${i} ${k}` },
        ref: { step: 0, at: [['id']] },
      })
    }
    if (i < sizes.ordersNamingCreated) {
      // After the address's first update: its second one, where it has one, comes while the order waits.
      const block: OrderBlock = i % 2 === 0 ? 'send' : 'receive'
      const reference = `Chaos ${mark} N${i}`
      const order: Scripted = {
        kind: 'createShipment',
        input: orderInput(reference, false, { block, address: input }),
        ref: { step: 0, at: savedAddressAt(block) },
      }
      script.splice(2, 0, order)
      orders.push({ script, step: 2, reference })
      expected.orders.push(reference)
      expected.orderAddresses.set(reference, { block, name })
    }
    expected.createdAddresses.set(name, `+41 91 100 ${i} ${updates}`)
    scripts.push(script)
  }
  if (sizes.ordersNamingCreated > sizes.createdAddresses) {
    throw new Error('Every order naming an address created offline needs an address of its own')
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
    ;(isOffer ? expected.offers : expected.orders).push(reference)
    const script: Scripted[] = [{ kind: 'createShipment', input: orderInput(reference, isOffer) }]
    if (!isOffer) orders.push({ script, step: 0, reference })
    scripts.push(script)
  }

  addWaitingChanges(orders, sizes, mark, expected)

  const standing = pick(seen.standingOrders, sizes.renamedStandingOrders, 'standing orders')
  for (const [i, row] of standing.entries()) {
    const script: Scripted[] = []
    const count = share(sizes.renames, standing.length, i)
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

/**
 * Edits and POD e-mails of orders still waiting, appended to each order's script after its create
 * (key −seq): every second order is edited, every third (round) gets a POD e-mail, so some orders
 * have both and some name an address created offline as well.
 */
function addWaitingChanges(
  orders: readonly { script: Scripted[]; step: number; reference: string }[],
  sizes: MixSizes,
  mark: string,
  expected: Expected,
) {
  if (orders.length === 0) {
    if (sizes.waitingOrdersEdited + sizes.waitingOrderPods > 0)
      throw new Error('No order to change while waiting')
    return
  }
  for (let i = 0; i < sizes.waitingOrdersEdited; i++) {
    const order = orders[(2 * i) % orders.length]
    if (!order || expected.waitingEdits.has(order.reference))
      throw new Error('Too few orders to edit while waiting')
    for (let k = 1; k <= sizes.editsPerWaitingOrder; k++) {
      const edit = { reference: `Chaos ${mark} W${i}.${k}`, numberOfColis: 1 + (k % 3) }
      order.script.push({
        kind: 'editShipment',
        input: { key: 0, edit },
        ref: { step: order.step, at: [['key']] },
      })
      expected.waitingEdits.set(order.reference, edit)
    }
  }
  for (let i = 0; i < sizes.waitingOrderPods; i++) {
    const order = orders[(3 * i) % orders.length]
    if (!order) throw new Error('No order for a POD e-mail while waiting')
    const email = `chaos-${mark}-w${i}@example.ch`
    order.script.push({
      kind: 'requestPodEmail',
      input: { key: 0, email },
      ref: { step: order.step, at: [['key']] },
    })
    expected.podEmails.push(email)
    expected.waitingPods.set(email, order.reference)
  }
}

/** Merges the row scripts at random, each in its own order; a `ref` becomes the plan index it names. */
function interleave(scripts: Scripted[][], random: () => number): PlannedChange[] {
  const plan: PlannedChange[] = []
  const cursors = scripts.map(() => 0)
  const placed = scripts.map((): number[] => [])
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
    const { ref, ...change } = step
    placed[index]?.push(plan.length)
    if (ref) {
      const createdBy = placed[index]?.[ref.step]
      if (createdBy === undefined) throw new Error('A step names a later step of its script')
      plan.push({ ...change, createdBy, at: ref.at } as PlannedChange)
    } else plan.push(change as PlannedChange)
  }
  return plan
}
