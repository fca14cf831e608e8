import type { Http } from '#api/client'
import { jsonCalls } from '#api/json-calls'
import type { StandingOrderExportQuery, StandingOrderListQuery } from '#api/list-query'
import { toStandingOrder } from '#api/normalise/standing-order'
import type { CallOptions, MutationOptions } from '#api/request'
import { StandingOrderSchema } from '#api/schemas/standing-order'
import type { Page } from '#domain/entities/page'
import type { StandingOrder } from '#domain/entities/standing-order'
import { type DownloadOptions, exportStandingOrders } from './documents'

export function standingOrderEndpoints(http: Http) {
  const call = jsonCalls(http.api)
  return {
    /** offset = page × count (spec section 7). */
    list(query: StandingOrderListQuery, options?: CallOptions): Promise<Page<StandingOrder>> {
      return call.page('standing-order', query, StandingOrderSchema, toStandingOrder, options)
    },

    /** Answers the renamed standing order. */
    rename(key: number, customerName: string, options?: MutationOptions): Promise<StandingOrder> {
      const path = `standing-order/${key}/change-customer-name`
      return call.post(path, { customerName }, StandingOrderSchema, toStandingOrder, options)
    },

    export: (query: StandingOrderExportQuery, options?: DownloadOptions) =>
      exportStandingOrders(http, query, options),
  }
}
