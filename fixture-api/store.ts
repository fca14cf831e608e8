import type {
  AddressRecord,
  LocalityRecord,
  OfferRecord,
  PackagingRecord,
  ShipmentRecord,
  StandingOrderRecord,
  UserRecord,
} from './model'
import type { Dataset } from './seed/generate'

export interface StoredResponse {
  status: number
  contentType: string
  body: string
  /** A digest of the first request, so a reused key with another body is refused. */
  requestDigest: string
}

/** What a restart needs to restore on top of the seed: every record a write touched. */
export interface Overlay {
  version: 1
  users: UserRecord[]
  addresses: AddressRecord[]
  shipments: ShipmentRecord[]
  standingOrders: StandingOrderRecord[]
  offers: OfferRecord[]
  idempotency: [string, StoredResponse][]
  resetRequests: [string, string][]
  nextIds: Dataset['nextIds']
}

/** Keyed by owner, then id, so per-account lists stay fast at benchmark scale. */
class OwnedTable<T extends { owner: string }> {
  private readonly byOwner = new Map<string, Map<number, T>>()
  private readonly byId = new Map<number, T>()
  /** Counts every change, so a list sorted from the table can be kept until the table changes. */
  private changes = 0

  constructor(private readonly idOf: (row: T) => number) {}

  get version(): number {
    return this.changes
  }

  put(row: T): void {
    this.changes++
    const id = this.idOf(row)
    const previous = this.byId.get(id)
    if (previous && previous.owner !== row.owner) this.byOwner.get(previous.owner)?.delete(id)
    this.byId.set(id, row)
    let rows = this.byOwner.get(row.owner)
    if (!rows) {
      rows = new Map()
      this.byOwner.set(row.owner, rows)
    }
    rows.set(id, row)
  }

  get(id: number): T | undefined {
    return this.byId.get(id)
  }

  /** The row only when it belongs to the owner: other accounts' ids answer like unknown ones. */
  getOwned(owner: string, id: number): T | undefined {
    return this.byOwner.get(owner)?.get(id)
  }

  of(owner: string): T[] {
    return [...(this.byOwner.get(owner)?.values() ?? [])]
  }

  all(): IterableIterator<T> {
    return this.byId.values()
  }

  clear(): void {
    this.changes++
    this.byOwner.clear()
    this.byId.clear()
  }
}

export class Store {
  readonly localities: LocalityRecord[]
  readonly localityById: Map<number, LocalityRecord>
  readonly packaging: PackagingRecord[]
  readonly users = new Map<string, UserRecord>()
  readonly addresses = new OwnedTable<AddressRecord>((row) => row.kontaktadresse.id)
  readonly shipments = new OwnedTable<ShipmentRecord>((row) => row.id)
  readonly standingOrders = new OwnedTable<StandingOrderRecord>((row) => row.id)
  readonly offers = new OwnedTable<OfferRecord>((row) => row.id)
  readonly idempotency = new Map<string, StoredResponse>()
  /** Password-reset hash → username. */
  readonly resetRequests = new Map<string, string>()
  /**
   * The create bodies of orders as they were received, by shipment id, for tests that check the
   * portal's payload field by field. Kept in memory only: the shipment itself is the record.
   */
  readonly receivedOrders = new Map<number, { owner: string; payload: unknown }>()
  /** Proof-of-delivery e-mails the fixture would have sent, in order (tests check "sent once"). */
  readonly podRequests: { owner: string; key: number; email: string }[] = []
  nextIds: Dataset['nextIds']
  /** Grows with every write; the app persists when it moved during a request. */
  changes = 0

  private readonly touched = {
    users: new Set<string>(),
    addresses: new Set<number>(),
    shipments: new Set<number>(),
    standingOrders: new Set<number>(),
    offers: new Set<number>(),
  }

  constructor(dataset: Dataset) {
    this.localities = dataset.localities
    this.localityById = new Map(dataset.localities.map((row) => [row.id, row]))
    this.packaging = dataset.packaging
    this.nextIds = { ...dataset.nextIds }
    this.fill(dataset)
  }

  /**
   * Starts again from a freshly generated dataset (another day's), forgetting every write, in place:
   * the routes hold this store. Localities and packaging do not depend on the day and stay.
   */
  restart(dataset: Dataset): void {
    for (const table of [this.users, this.idempotency, this.resetRequests, this.receivedOrders]) table.clear()
    for (const table of [this.addresses, this.shipments, this.standingOrders, this.offers]) table.clear()
    for (const ids of Object.values(this.touched)) ids.clear()
    this.podRequests.length = 0
    this.nextIds = { ...dataset.nextIds }
    this.fill(dataset)
    this.changes++
  }

  private fill(dataset: Dataset): void {
    for (const user of dataset.users) this.users.set(user.username, user)
    for (const row of dataset.addresses) this.addresses.put(row)
    for (const row of dataset.shipments) this.shipments.put(row)
    for (const row of dataset.standingOrders) this.standingOrders.put(row)
  }

  findUserByLogin(login: string): UserRecord | undefined {
    const lowered = login.trim().toLowerCase()
    for (const user of this.users.values()) {
      if (user.username.toLowerCase() === lowered || user.email.toLowerCase() === lowered) return user
    }
    return undefined
  }

  saveUser(user: UserRecord, previousUsername = user.username): void {
    if (previousUsername !== user.username) this.users.delete(previousUsername)
    this.users.set(user.username, user)
    this.touched.users.add(user.username)
    this.changes++
  }

  saveAddress(row: AddressRecord): void {
    this.addresses.put(row)
    this.touched.addresses.add(row.kontaktadresse.id)
    this.changes++
  }

  saveShipment(row: ShipmentRecord): void {
    this.shipments.put(row)
    this.touched.shipments.add(row.id)
    this.changes++
  }

  saveStandingOrder(row: StandingOrderRecord): void {
    this.standingOrders.put(row)
    this.touched.standingOrders.add(row.id)
    this.changes++
  }

  saveOffer(row: OfferRecord): void {
    this.offers.put(row)
    this.touched.offers.add(row.id)
    this.changes++
  }

  rememberResponse(key: string, response: StoredResponse): void {
    this.idempotency.set(key, response)
    this.changes++
  }

  rememberResetRequest(hash: string, username: string): void {
    this.resetRequests.set(hash, username)
    this.changes++
  }

  forgetResetRequest(hash: string): void {
    this.resetRequests.delete(hash)
    this.changes++
  }

  allocate(kind: keyof Dataset['nextIds']): number {
    const id = this.nextIds[kind]
    this.nextIds[kind] = id + 1
    this.changes++
    return id
  }

  overlay(): Overlay {
    const pick = <T>(ids: Set<number>, table: { get(id: number): T | undefined }) =>
      [...ids].flatMap((id) => table.get(id) ?? [])
    return {
      version: 1,
      users: [...this.touched.users].flatMap((name) => this.users.get(name) ?? []),
      addresses: pick(this.touched.addresses, this.addresses),
      shipments: pick(this.touched.shipments, this.shipments),
      standingOrders: pick(this.touched.standingOrders, this.standingOrders),
      offers: pick(this.touched.offers, this.offers),
      idempotency: [...this.idempotency],
      resetRequests: [...this.resetRequests],
      nextIds: this.nextIds,
    }
  }

  applyOverlay(overlay: Overlay): void {
    for (const user of overlay.users) {
      // A renamed user must not survive under the old name as well.
      for (const [name, existing] of this.users) if (existing.id === user.id) this.users.delete(name)
      this.saveUser(user)
    }
    for (const row of overlay.addresses) this.saveAddress(row)
    for (const row of overlay.shipments) this.saveShipment(row)
    for (const row of overlay.standingOrders) this.saveStandingOrder(row)
    for (const row of overlay.offers) this.saveOffer(row)
    for (const [key, value] of overlay.idempotency) this.idempotency.set(key, value)
    for (const [key, value] of overlay.resetRequests) this.resetRequests.set(key, value)
    this.nextIds = { ...overlay.nextIds }
  }
}
