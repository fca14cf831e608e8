import type { PriceRequest } from '#api/endpoints/catalog'
import { toOrderAddress } from '#api/normalise/address'
import type { OrderPayload } from '#api/wire/order-payload'
import type { AddressInput } from '#domain/entities/address'

/** Test support: requests the seeded fixture answers, shared by the endpoint and payload tests. */

/** Zurich to Bern on the pinned Wednesday, 3 kg in one coli: a direct-run price. */
export const zurichToBern: PriceRequest = {
  fromZip: '8001',
  fromLocation: 'Zürich',
  toZip: '3011',
  toLocation: 'Bern',
  date: '2026-11-18',
  time: '10:00',
  weight: 3,
  colis: 1,
}

/** An order (or offer) body from `sender` to `receiver` on the pinned day, one file of documents. */
export function orderPayload(
  sender: AddressInput,
  receiver: AddressInput,
  isOffer: boolean,
  reference: string,
): OrderPayload {
  const mail = 'lea.brunner@example.ch'
  return {
    is_offer: isOffer,
    transportart_id: 3,
    website_offertbetrag: 42.5,
    start_date: '2026-11-18',
    start_time: '10:30:00',
    rechnungsbeschreibung_offiziell: reference,
    auftrag_kuriere: [],
    kontaktadressen: {
      send: [toOrderAddress(sender, 'sender')],
      receive: [toOrderAddress(receiver, 'receiver')],
      third: [],
    },
    colis: [{ description: 'Akten', weight: 2, count: 1, height: 10, width: 20, length: 30, iata: 1 }],
    frachtbrief: { fb_language: 'de' },
    note: '',
    send_pod: mail,
    empfaenger_email: mail,
    cancellation_emails: mail,
    sender_email: mail,
    billing_emails: mail,
    rechnungssteller: 3,
    invoice_type: 'monthly',
    partner: 'courier-portal',
  }
}

/** The first `count` rows of a list, sorted by `field` when given: the query a dashboard widget sends. */
export function firstPage<F extends string>(count: number, field?: F, direction: 'asc' | 'desc' = 'asc') {
  return { count, offset: 0, ...(field ? { sorting: { field, direction } } : {}) }
}
