import type { OrderAddressPayload, OrderPayload } from '#api/wire/order-payload'
import type { AccountId, AddressRow, OutboxRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import { emptyAddressInput } from '#domain/changes/address-save'
import type { Address, AddressInput } from '#domain/entities/address'
import type { Location } from '#domain/entities/location'
import type { Organization } from '#domain/entities/organization'
import type { Profile } from '#domain/entities/profile'
import type { ShipmentListItem, ShipmentStop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { listItem, stop } from '#domain/shipments/testing-items'
import { standingOrder } from '#domain/standing-orders/testing-orders'

/**
 * Test data for the portal and the worker, one factory per entity (`anAddress(overrides)`, …): the
 * unit, component and worker tests build their scenes from these, never by hand. Values are the
 * fixture seed's where a test may reach the fixture API (location id 1001 is 8001 Zürich).
 */

/** Muster AG at Seestrasse 1, 8001 Zürich: the company the address, order and registration scenes start from. */
export const MUSTER_AG = {
  name: 'Muster AG',
  contact: 'Anna Muster',
  street: 'Seestrasse 1',
  zip: '8001',
  location: 'Zürich',
  phone: '+41 44 000 00 01',
  locationId: 1001,
} satisfies Partial<AddressInput>

export function anAddressInput(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    ...emptyAddressInput(),
    ...MUSTER_AG,
    name: 'Outbox AG',
    contact: 'Nina Meier',
    phone: '+41 44 000 11 22',
    ...overrides,
  }
}

/** An address as the replica holds it. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    ...emptyAddressInput(),
    id: 1,
    ...MUSTER_AG,
    locationObject: { name: 'Zürich', code: '8001' },
    label: '',
    readonly: false,
    ...overrides,
  }
}

/** A replica row of an account; pendingSeq marks a change still waiting in the outbox. */
export function anAddressRow(
  account: AccountId,
  address: Address = anAddress(),
  pendingSeq: number | null = null,
): AddressRow {
  return { account, id: address.id ?? 0, address, pendingSeq }
}

export function aLocation(overrides: Partial<Location> = {}): Location {
  return { id: 1001, label: '8001 Zürich', name: 'Zürich', code: '8001', is_active: true, ...overrides }
}

export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    change_default_invoice_address_allowed: true,
    select_or_create_invoice_address_allowed: true,
    change_invoice_type_allowed: true,
    change_invoice_email_allowed: true,
    is_reference_required: false,
    reference_msgs: {},
    use_default_coli: false,
    default_coli_count: 1,
    default_coli_height: 0,
    default_coli_width: 0,
    default_coli_length: 0,
    default_coli_weight: 0,
    default_coli_description: '',
    use_default_remark: false,
    default_remark: '',
    ...overrides,
  }
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    username: 'customer',
    email: 'customer@example.ch',
    gender: 'company',
    company: 'Muster AG',
    contact: 'Anna Muster',
    firstname: '',
    lastname: '',
    street: 'Seestrasse 1',
    zip: '8001',
    location: 'Zürich',
    newsletter: false,
    phone: '+41 44 000 00 01',
    invoiceType: 'monthly',
    invoiceDispatchType: 'email',
    invoiceEmail: 'rechnung@example.ch',
    invoiceLanguage: 'de',
    defaultSenderAddress: null,
    defaultReceiverAddress: null,
    defaultInvoiceAddress: null,
    canSwitchUser: false,
    shouldChangePassword: false,
    organization: anOrganization(),
    ...overrides,
  }
}

/** A sender of the fixture seed; the list row's stop with Bern's values. */
export function aShipmentStop(overrides: Partial<ShipmentStop> = {}): ShipmentStop {
  return stop({
    name: 'Absender AG',
    address: 'Bahnhofplatz 1',
    zip: '3011',
    location: 'Bern',
    phone: '+41 31 000 11 22',
    ...overrides,
  })
}

/** A shipment of the fixture seed (Bern to Zürich) as the API gives it: delivered is an instant. */
export function aShipment(overrides: Partial<ShipmentListItem> = {}): ShipmentListItem {
  const seeded = listItem({
    key: 123,
    externalNumber: '2611-000123',
    reference: 'Kostenstelle 12',
    start: '2026-11-18T10:30:00',
    end: '2026-11-18T12:00:00',
    from: [aShipmentStop()],
    to: [aShipmentStop({ id: 2, type: 'to', name: 'Empfänger GmbH', zip: '8001', location: 'Zürich' })],
    pickupFrom: null,
    pickupTo: null,
    deliveryFrom: null,
    deliveryTo: null,
    transportart_id: 3,
  })
  return { ...seeded, delivered: null, ...overrides }
}

/** A replica row: instants stored as ISO strings, as IndexedDB keeps them. */
export function aShipmentRow(
  account: AccountId,
  item: ShipmentListItem = aShipment(),
  overrides: Partial<Omit<ShipmentRow, 'item'>> = {},
): ShipmentRow {
  return {
    account,
    key: item.key,
    list: 'active',
    item: { ...item, delivered: item.delivered?.toString() ?? null },
    detail: null,
    pendingSeq: null,
    ...overrides,
  }
}

export function aStandingOrder(overrides: Partial<StandingOrder> = {}): StandingOrder {
  return standingOrder({
    number: 'D-20001',
    reference: 'Tour Nord',
    from: [],
    to: [],
    pickupTo: '09:00',
    deliveryTo: '12:00',
    ...overrides,
  })
}

export function aStandingOrderRow(
  account: AccountId,
  order: StandingOrder = aStandingOrder(),
  pendingSeq: number | null = null,
): StandingOrderRow {
  return { account, key: order.key, order, pendingSeq }
}

export function anOrderAddress(overrides: Partial<OrderAddressPayload> = {}): OrderAddressPayload {
  return {
    anrede: 'company',
    firma: 'Absender AG',
    addresse: 'Bahnhofplatz 1',
    kontakt: 'Anna Muster',
    referenz: null,
    kontaktadresse_id: null,
    biller: false,
    phone: '+41 31 000 11 22',
    added: false,
    postleitzahl: '3011',
    ort: 'Bern',
    plz: 1002,
    ...overrides,
  }
}

/** An order from Bern to Zürich on the fixture's pinned day, as the order form would build it. */
export function anOrderPayload(overrides: Partial<OrderPayload> = {}): OrderPayload {
  return {
    is_offer: false,
    transportart_id: 3,
    website_offertbetrag: 0,
    start_date: '2026-11-18',
    start_time: '10:30:00',
    rechnungsbeschreibung_offiziell: 'Kostenstelle 12',
    auftrag_kuriere: [],
    kontaktadressen: {
      send: [anOrderAddress()],
      receive: [anOrderAddress({ firma: 'Empfänger GmbH', postleitzahl: '8001', ort: 'Zürich', plz: 1001 })],
      third: [],
    },
    colis: [{ description: 'Dokumente', weight: 2.5, count: 1, height: 10, width: 30, length: 40, iata: 2 }],
    frachtbrief: { fb_language: 'de' },
    note: '',
    send_pod: '',
    empfaenger_email: '',
    cancellation_emails: '',
    sender_email: '',
    billing_emails: '',
    rechnungssteller: 3,
    invoice_type: 'monthly',
    partner: 'portal',
    ...overrides,
  }
}

/** A tracked shipment from Zürich to Bern, not yet picked up. */
export function aTrackingResult(overrides: Partial<TrackingResult> = {}): TrackingResult {
  return {
    state: 100,
    cancelled: false,
    from: [{ zip: '8001', location: 'Zürich' }],
    to: [{ zip: '3011', location: 'Bern' }],
    pickedUp: null,
    delivered: null,
    visierName: null,
    startDate: '2026-11-24',
    startTime: '09:00',
    endDate: '2026-11-24',
    endTime: '12:00',
    externalNumber: '500123',
    waybillNumber: '10042-500123',
    ...overrides,
  }
}

/** An outbox entry as stored, before Dexie numbers it (add it, or give it a seq). */
export function anOutboxRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    account: 'customer',
    kind: 'renameStandingOrder',
    payload: { key: 20001, customerName: 'Tour A', before: null },
    idempotencyKey: crypto.randomUUID(),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    dependsOn: null,
    lastError: null,
    errorField: null,
    correctionPath: null,
    createdAt: '2026-11-18T08:00:00.000Z',
    ...overrides,
  }
}
