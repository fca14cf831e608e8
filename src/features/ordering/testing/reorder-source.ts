import type { ReorderSource } from '#domain/ordering/order-prefill'
import { aShipmentStop } from '#testing/factories'

/** An archived shipment to re-order: its sender is saved contact 21, its receiver contact 22. */
export function aReorderSource(): ReorderSource {
  return {
    from: [
      aShipmentStop({ type: 'from', kontaktadresse_id: 21, name: 'Absender AG', address: 'Neue Gasse 5' }),
    ],
    to: [aShipmentStop({ type: 'to', kontaktadresse_id: 22, name: 'Ziel AG' })],
    colis: [{ notes: 'Kiste', length: 10, width: 20, height: 30, weight: 4 }],
    invoiceType: 'monthly',
    invoiceEmailAddresses: [],
  } as unknown as ReorderSource
}
