import type { PriceRequest } from '#domain/entities/price-request'
import { chargeableWeightOf } from './coli-list'
import type { OrderForm } from './order-form'

/** The price an order goes with: what confirm (or the offer's look-up) answered. */
export interface PriceChoice {
  transportTypeId: number
  priceInclVat: number
}

/** Spec section 7: the price of the first sender to the first receiver at the chargeable weight. */
export function priceRequestOfForm(form: OrderForm): PriceRequest | null {
  const { sender, receiver } = form
  const weight = chargeableWeightOf(form.colis.colis)
  const time = /^(\d{2})(\d{2})/.exec(form.time.trim())
  const filled = [sender.zip, sender.location, receiver.zip, receiver.location, form.date].every(
    (value) => value.trim() !== '',
  )
  if (!filled || weight === null || !time) return null
  return {
    fromZip: sender.zip.trim(),
    fromLocation: sender.location.trim(),
    toZip: receiver.zip.trim(),
    toLocation: receiver.location.trim(),
    date: form.date,
    time: `${time[1]}:${time[2]}`,
    weight,
    colis: form.colis.colis.length,
  }
}
