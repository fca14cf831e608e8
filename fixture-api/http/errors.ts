import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A client error with a JSON body; thrown anywhere in a handler, answered by the app's onError. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function errorBody(error: HttpError): Record<string, unknown> {
  return { code: error.status, message: error.message, ...error.extra }
}

export function notFound(what: string, id: string | number): HttpError {
  return new HttpError(404, `${what} ${id} not found`)
}

export function sendError(c: Context, error: HttpError): Response {
  return c.json(errorBody(error), error.status)
}
