import type { Page, StandingOrder } from '../../domain/entities'
import type { Http } from '../client'
import type { StandingOrderExportQuery, StandingOrderListQuery } from '../list-query'
import { toStandingOrder } from '../normalise/standing-order'
import { toSearchParams } from '../query'
import { type CallOptions, type MutationOptions, mutation, requestJson, withSignal } from '../request'
import { pageOf } from '../schemas/common'
import { StandingOrderSchema } from '../schemas/standing-order'
import { exportStandingOrders } from './documents'

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

    export: (query: StandingOrderExportQuery, options?: CallOptions) =>
      exportStandingOrders(http, query, options),
  }
}
