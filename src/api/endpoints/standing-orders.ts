import type { Http } from '#api/client'
import type { StandingOrderExportQuery, StandingOrderListQuery } from '#api/list-query'
import { toStandingOrder } from '#api/normalise/standing-order'
import { toSearchParams } from '#api/query'
import { type CallOptions, type MutationOptions, mutation, requestJson, withSignal } from '#api/request'
import { pageOf } from '#api/schemas/common'
import { StandingOrderSchema } from '#api/schemas/standing-order'
import type { Page } from '#domain/entities/page'
import type { StandingOrder } from '#domain/entities/standing-order'
import { type DownloadOptions, exportStandingOrders } from './documents'

const StandingOrderPageSchema = pageOf(StandingOrderSchema)

export function standingOrderEndpoints(http: Http) {
  const { api } = http
  return {
    /** offset = page × count (spec section 7). */
    list(query: StandingOrderListQuery, options?: CallOptions): Promise<Page<StandingOrder>> {
      return requestJson(
        () => api.get('standing-order', withSignal(options, { searchParams: toSearchParams(query) })),
        StandingOrderPageSchema,
        (page) => ({ total: page.pagination.total, items: page.data.map(toStandingOrder) }),
      )
    },

    /** Answers the renamed standing order. */
    rename(key: number, customerName: string, options?: MutationOptions): Promise<StandingOrder> {
      return requestJson(
        () =>
          api.post(
            `standing-order/${key}/change-customer-name`,
            mutation(options, { json: { customerName } }),
          ),
        StandingOrderSchema,
        toStandingOrder,
      )
    },

    export: (query: StandingOrderExportQuery, options?: DownloadOptions) =>
      exportStandingOrders(http, query, options),
  }
}
