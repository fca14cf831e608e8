import type * as v from 'valibot'
import type { StopFieldsSchema } from '#api/schemas/shipment'
import type { Stop } from '#domain/entities/shipment'

/** The fields every stop carries, in a shipment (list row, detail) and in a standing order. */
export function toStop(stop: v.InferOutput<typeof StopFieldsSchema>, type: 'from' | 'to'): Stop {
  return {
    type,
    name: stop.firma,
    contact: stop.kontakt,
    address: stop.adresse,
    zip: stop.plz,
    location: stop.ort,
    phone: stop.phone,
    timeStart: stop.time_start,
    timeEnd: stop.time_end,
  }
}
