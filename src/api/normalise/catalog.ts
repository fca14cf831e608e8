import type * as v from 'valibot'
import type {
  LocationData,
  PackagingData,
  PriceData,
  PriceErrorSchema,
  SavedEmissionSchema,
} from '#api/schemas/catalog'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { SavedEmission } from '#domain/entities/saved-emission'

/** Decisions: the current language, then German, then English. */
export function toLocation(row: LocationData, locale: Locale): Location {
  const name = row[`name_${locale}`] || row.name_de || row.name_en || row.name_fr || row.name_it || ''
  return { id: row.id, label: `${row.code} ${name}`, name, code: row.code, is_active: row.is_active }
}

export function toPackagingTemplate(row: PackagingData, locale: Locale): PackagingTemplate {
  return {
    id: row.id,
    label: row[`label_${locale}`] || row.label_de,
    width: row.width,
    height: row.height,
    length: row.length,
  }
}

export function toPriceOutcome(data: PriceData): PriceOutcome {
  if (Array.isArray(data)) return { kind: 'noresult' }
  return {
    kind: 'result',
    totalDuration: data.totalduration,
    eta: data.estimated_time_of_arrival.slice(0, 5),
    priceInclVat: data.price_inkl_mwst,
    transportTypeId: data.transportart_id,
    savedCo2Grams: data.saved_co2 ?? null,
  }
}

export function toPriceError(data: v.InferOutput<typeof PriceErrorSchema>): PriceOutcome {
  return data.max_delivery_time_direct
    ? { kind: 'error', code: data.error, maxDeliveryTimeDirect: data.max_delivery_time_direct }
    : { kind: 'error', code: data.error }
}

/** Spec section 9: the yearly saved emission is never shown below 0. */
export function toSavedEmission(data: v.InferOutput<typeof SavedEmissionSchema>): SavedEmission {
  return { savedEmissionThisYear: Math.max(0, data.savedEmissionThisYear) }
}
