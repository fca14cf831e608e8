import * as v from 'valibot'
import type { Http } from '#api/client'
import { isApiError } from '#api/errors'
import { toLocation, toPackagingTemplate, toPriceError, toPriceOutcome } from '#api/normalise/catalog'
import { toSearchParams } from '#api/query'
import { type CallOptions, requestJson, withSignal } from '#api/request'
import { LocationSchema, PackagingSchema, PriceErrorSchema, PriceSchema } from '#api/schemas/catalog'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'

export type { PriceRequest } from '#domain/entities/price-request'

export interface LocaleOptions extends CallOptions {
  locale: Locale
}

const LocationsSchema = v.array(LocationSchema)
const PackagingListSchema = v.array(PackagingSchema)

export function priceEndpoints({ api }: Http) {
  return {
    /**
     * A result, "no result" (the server's []), or one of the coded refusals the server answers with
     * 422 (spec section 8). Anything else, offline included, throws: the screens word those apart.
     */
    async get(request: PriceRequest, options?: CallOptions): Promise<PriceOutcome> {
      const searchParams = toSearchParams({
        to_zip: request.toZip,
        to_location: request.toLocation,
        from_zip: request.fromZip,
        from_location: request.fromLocation,
        date: request.date,
        time: request.time,
        weight: request.weight,
        colis: request.colis,
      })
      try {
        return await requestJson(
          () => api.get('get-price', withSignal(options, { searchParams })),
          PriceSchema,
          toPriceOutcome,
        )
      } catch (error) {
        if (isApiError(error) && error.status === 422) {
          const coded = v.safeParse(PriceErrorSchema, error.body)
          if (coded.success) return toPriceError(coded.output)
        }
        throw error
      }
    },
  }
}

export function locationEndpoints({ api }: Http) {
  return {
    /** Pass a fresh AbortSignal per search: a new search cancels the old one (kind 'aborted'). */
    async search(search: string, options: LocaleOptions): Promise<Location[]> {
      if (search.trim() === '') return []
      return requestJson(
        () => api.get('zips', withSignal(options, { searchParams: { search: search.trim() } })),
        LocationsSchema,
        (rows) => rows.map((row) => toLocation(row, options.locale)),
      )
    },

    /** Not called without a location id (spec section 7): null in, null out. */
    async get(locationId: number | null, options: LocaleOptions): Promise<Location | null> {
      if (locationId === null) return null
      return requestJson(
        () => api.get(`zip/${locationId}`, withSignal(options)),
        LocationSchema,
        (row) => toLocation(row, options.locale),
      )
    },
  }
}

export function packagingEndpoints({ api }: Http) {
  return {
    list(options: LocaleOptions): Promise<PackagingTemplate[]> {
      return requestJson(
        () => api.get('gebinde?kundentool', withSignal(options)),
        PackagingListSchema,
        (rows) => rows.map((row) => toPackagingTemplate(row, options.locale)),
      )
    },
  }
}
