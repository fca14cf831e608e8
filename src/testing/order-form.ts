import type { ShipmentCreateInput } from '#domain/changes/shipment-create'
import type { OrderAddress, OrderColi, OrderForm } from '#domain/ordering/order-form'
import { emptyOrderAddress } from '#domain/ordering/order-form'
import { MUSTER_AG } from './factories'

/**
 * A filled order form that passes every rule, for the ordering tests: override what the test is
 * about. The pickup is 2026-11-24 10:00 (Zurich); pass `now` to the schema accordingly.
 */
export function anOrderColi(overrides: Partial<OrderColi> = {}): OrderColi {
  return {
    notes: 'Karton',
    length: '60',
    width: '40',
    height: '50',
    weight: '10',
    palette: false,
    ...overrides,
  }
}

export function anOrderFormAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    ...emptyOrderAddress(),
    ...MUSTER_AG,
    ...overrides,
  }
}

export function anOrderForm(overrides: Partial<OrderForm> = {}): OrderForm {
  return {
    date: '2026-11-24',
    time: '1000',
    colis: { count: '1', colis: [anOrderColi()] },
    notes: '',
    sender: anOrderFormAddress(),
    receiver: anOrderFormAddress({
      name: 'Empfang GmbH',
      contact: 'Ben Bauer',
      street: 'Bundesgasse 1',
      zip: '3011',
      location: 'Bern',
      locationId: 1002,
      phone: '+41 31 000 00 02',
    }),
    invoiceAddress: anOrderFormAddress({
      name: 'Buchhaltung AG',
      contact: '',
      street: 'Postfach 12',
      zip: '8021',
      location: 'Zürich',
      phone: '',
      locationId: null,
      isBillingAddress: true,
    }),
    syncEmailLetter: true,
    emailClient: 'anna@muster.ch',
    emailLetter: 'anna@muster.ch',
    invoiceReference: '',
    invoiceType: 'monthly',
    invoiceMail: '',
    ...overrides,
  }
}

type OrderInputOptions = Partial<Omit<ShipmentCreateInput, 'form'>>

/**
 * An order from Bern to Zürich on the fixture's pinned day (2026-11-18 10:30), as confirm queues it:
 * createShipment's input, the form's values in product terms. The fixture knows both places.
 */
export function anOrderInput(
  overrides: Partial<OrderForm> = {},
  options: OrderInputOptions = {},
): ShipmentCreateInput & { form: OrderForm } {
  const form: OrderForm = {
    date: '2026-11-18',
    time: '1030',
    colis: {
      count: '1',
      colis: [anOrderColi({ notes: 'Dokumente', length: '40', width: '30', height: '10', weight: '2.5' })],
    },
    notes: '',
    sender: anOrderFormAddress({
      name: 'Absender AG',
      street: 'Bahnhofplatz 1',
      zip: '3011',
      location: 'Bern',
      locationId: 1002,
      phone: '+41 31 000 11 22',
    }),
    receiver: anOrderFormAddress({
      name: 'Empfänger GmbH',
      street: 'Bahnhofplatz 1',
      zip: '8001',
      location: 'Zürich',
      locationId: 1001,
      phone: '+41 31 000 11 22',
    }),
    invoiceAddress: { ...emptyOrderAddress(), isBillingAddress: true },
    syncEmailLetter: true,
    emailClient: 'anna@muster.ch',
    emailLetter: 'anna@muster.ch',
    invoiceReference: 'Kostenstelle 12',
    invoiceType: 'monthly',
    invoiceMail: '',
    ...overrides,
  }
  return { form, isOffer: false, language: 'de', price: null, corrects: null, ...options }
}
