import type { StandingOrderData } from '#api/schemas/standing-order'
import type { StandingOrder } from '#domain/entities/standing-order'
import { toStop } from './stop'

export function toStandingOrder(data: StandingOrderData): StandingOrder {
  return {
    key: data.id,
    number: data.formatted_number,
    reference: data.rechnungsbeschreibung_offiziell,
    type: data.transportart_id,
    customerName: data.customer_name ?? '',
    customerNameSent: typeof data.customer_name === 'string',
    from: data.addresses.from.map((stop) => toStop(stop, 'from')),
    to: data.addresses.to.map((stop) => toStop(stop, 'to')),
    days: data.standing_order_active_on,
    // Spec section 3: a numeric string, excl. VAT; 2 decimals whatever the server sent.
    price: data.preis_netto.toFixed(2),
    pickupFrom: data.pickup_from,
    pickupTo: data.pickup_to,
    deliveryFrom: data.drop_from,
    deliveryTo: data.drop_to,
    // A standing order always runs as a tour (spec section 3).
    isTour: true,
  }
}
