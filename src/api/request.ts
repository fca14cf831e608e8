import type { Options } from 'ky'
import * as v from 'valibot'
import { payloadError, toApiError } from './errors'

export interface CallOptions {
  signal?: AbortSignal
}

export interface MutationOptions extends CallOptions {
  /** Decisions: fixed when the change was made, reused on every retry of it. */
  idempotencyKey?: string
}

/** ky options of a mutating call: its Idempotency-Key header and abort signal. */
export function mutation(options: MutationOptions = {}, extra: Options = {}): Options {
  const init: Options = { ...extra }
  if (options.idempotencyKey) init.headers = { 'Idempotency-Key': options.idempotencyKey }
  if (options.signal) init.signal = options.signal
  return init
}

export function withSignal(options: CallOptions = {}, extra: Options = {}): Options {
  return options.signal ? { ...extra, signal: options.signal } : extra
}

/** Sends one call; whatever it throws leaves as an ApiError. */
export async function send(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call()
  } catch (error) {
    throw await toApiError(error)
  }
}

async function body<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    // The connection can drop while the body streams in.
    throw await toApiError(error)
  }
}

/**
 * Validates raw server data and maps it to a product entity. The normaliser runs inside the guard
 * too: a value the schema let through but that still cannot be read (an impossible date) is a
 * payload error, never a crash.
 */
export function parsePayload<const S extends v.GenericSchema, T>(
  raw: unknown,
  schema: S,
  normalise: (data: v.InferOutput<S>) => T,
): T {
  const parsed = v.safeParse(schema, raw)
  if (!parsed.success) {
    const first = parsed.issues[0]
    const path = first ? v.getDotPath(first) : null
    throw payloadError(
      `Unexpected server data${path ? ` at "${path}"` : ''}: ${first?.message ?? 'invalid'}`,
      parsed.issues,
    )
  }
  try {
    return normalise(parsed.output)
  } catch (error) {
    throw payloadError(
      `Unreadable server data: ${error instanceof Error ? error.message : String(error)}`,
      [],
      error,
    )
  }
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await body(() => response.text())
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch (error) {
    throw payloadError('The server answered something that is not JSON', [], error)
  }
}

export async function requestJson<const S extends v.GenericSchema, T>(
  call: () => Promise<Response>,
  schema: S,
  normalise: (data: v.InferOutput<S>) => T,
): Promise<T> {
  return parsePayload(await readJson(await send(call)), schema, normalise)
}

export async function requestBlob(call: () => Promise<Response>): Promise<Blob> {
  const response = await send(call)
  return body(() => response.blob())
}

export async function requestText(call: () => Promise<Response>): Promise<string> {
  const response = await send(call)
  return body(() => response.text())
}

/** For calls whose answer the product does not read (spec: "the response is not shown"). */
export async function requestDone(call: () => Promise<Response>): Promise<void> {
  const response = await send(call)
  await body(() => response.arrayBuffer())
}
