import type { Temporal } from 'temporal-polyfill'
import { PACKAGING } from '#fixture-api/data/catalog-content'
import { LOCALITIES } from '#fixture-api/data/localities'
import type {
  AddressRecord,
  LocalityRecord,
  PackagingRecord,
  ShipmentRecord,
  StandingOrderRecord,
  UserRecord,
} from '#fixture-api/model'
import { Random } from '#fixture-api/random'
import { createAccounts } from './accounts'
import { generateAddresses } from './addresses'
import { generateActive, generateArchive, type RoutableAddress, type ShipmentContext } from './shipments'
import { generateStandingOrders } from './standing-orders'

export interface Dataset {
  localities: LocalityRecord[]
  packaging: PackagingRecord[]
  users: UserRecord[]
  addresses: AddressRecord[]
  shipments: ShipmentRecord[]
  standingOrders: StandingOrderRecord[]
  /** The first free ids, so that writes never collide with seeded rows. */
  nextIds: { user: number; address: number; shipment: number; stop: number; standingOrder: number }
}

export const BASE_COUNTS = { addresses: 64, archive: 320, active: 30, standingOrders: 14 }

/**
 * The archive stops growing at scale 10 (50,000 shipments): scale 100 is for the address book's
 * 100,000 rows, and half a million generated shipments would cost the fixture minutes and gigabytes
 * to build for figures that do not read them.
 */
export const ARCHIVE_SCALE_LIMIT = 10

/** Row counts per account; only `customer` grows with the scale option. */
export function countsFor(username: string, scale: number) {
  if (username !== 'customer' || scale <= 1) return BASE_COUNTS
  return { ...BASE_COUNTS, addresses: 1000 * scale, archive: 5000 * Math.min(scale, ARCHIVE_SCALE_LIMIT) }
}

export function generateDataset(seed: number, scale: number, now: Temporal.ZonedDateTime): Dataset {
  const nowMs = now.epochMilliseconds
  const root = new Random(seed)
  const localities: LocalityRecord[] = LOCALITIES.map((locality, index) => ({
    id: 1001 + index,
    ...locality,
  }))
  const byId = new Map(localities.map((locality) => [locality.id, locality]))
  const mix = {
    active: localities.filter((locality) => locality.is_active),
    inactive: localities.filter((locality) => !locality.is_active),
  }
  const packaging = PACKAGING.map((template, index) => ({ id: index + 1, ...template }))
  const users = createAccounts()

  let addressId = 10001
  let shipmentId = 500001
  let standingOrderId = 20001
  let stopId = 1
  const addresses: AddressRecord[] = []
  const shipments: ShipmentRecord[] = []
  const standingOrders: StandingOrderRecord[] = []

  for (const user of users) {
    const random = root.fork(user.username)
    const counts = countsFor(user.username, scale)
    const book = generateAddresses(user.username, counts.addresses, addressId, mix, random.fork('addresses'))
    addressId += book.length
    addresses.push(...book)

    const routable: RoutableAddress[] = []
    for (const address of book) {
      const locality = address.kontaktadresse.plz === null ? undefined : byId.get(address.kontaktadresse.plz)
      if (locality?.is_active && !address.istRechnungsadresse) routable.push({ address, locality })
    }
    const context = (label: string, next: () => number): ShipmentContext => ({
      user,
      routable,
      billing: book.find((address) => address.default_rechnungsadresse),
      random: random.fork(label),
      nextId: next,
      nextStopId: () => stopId++,
    })
    shipments.push(
      ...generateArchive(
        context('archive', () => shipmentId++),
        counts.archive,
        nowMs,
      ),
    )
    shipments.push(
      ...generateActive(
        context('active', () => shipmentId++),
        counts.active,
        nowMs,
      ),
    )
    standingOrders.push(
      ...generateStandingOrders(
        context('standing', () => standingOrderId++),
        counts.standingOrders,
      ),
    )
  }

  return {
    localities,
    packaging,
    users,
    addresses,
    shipments,
    standingOrders,
    nextIds: {
      user: 1000,
      address: Math.max(addressId, 900001),
      shipment: Math.max(shipmentId, 9000001),
      stop: Math.max(stopId, 9000001),
      standingOrder: standingOrderId,
    },
  }
}
