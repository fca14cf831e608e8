import type { KyInstance } from 'ky'
import type * as v from 'valibot'
import type { Page } from '#domain/entities/page'
import { type QueryObject, toSearchParams } from './query'
import {
  type CallOptions,
  type MutationOptions,
  mutation,
  requestDone,
  requestJson,
  withSignal,
} from './request'
import { pageOf } from './schemas/common'

type Schema = v.GenericSchema
type Read<S extends Schema, T> = (data: v.InferOutput<S>) => T

/**
 * The four shapes a JSON call of /api/v2 takes, bound to one ky instance, so an endpoint names its
 * path, body, schema and normaliser and nothing else: a read, a paged list, a write whose answer is
 * read, and a write whose answer is not (spec section 7: "the response is not shown").
 */
export function jsonCalls(api: KyInstance) {
  return {
    get: <const S extends Schema, T>(path: string, schema: S, read: Read<S, T>, options?: CallOptions) =>
      requestJson(() => api.get(path, withSignal(options)), schema, read),

    /** A list of spec section 7: `pagination.total` and `data[]`, the query in bracket notation. */
    page<const S extends Schema, T>(
      path: string,
      query: QueryObject,
      row: S,
      toItem: Read<S, T>,
      options?: CallOptions,
    ): Promise<Page<T>> {
      return requestJson(
        () => api.get(path, withSignal(options, { searchParams: toSearchParams(query) })),
        pageOf(row),
        (page) => ({ total: page.pagination.total, items: page.data.map(toItem) }),
      )
    },

    post<const S extends Schema, T>(
      path: string,
      json: unknown,
      schema: S,
      read: Read<S, T>,
      options?: MutationOptions,
    ): Promise<T> {
      return requestJson(() => api.post(path, mutation(options, { json })), schema, read)
    },

    postDone(path: string, json: unknown, options?: MutationOptions): Promise<void> {
      return requestDone(() => api.post(path, mutation(options, { json })))
    },
  }
}
