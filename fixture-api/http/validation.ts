import type { Context } from 'hono'
import * as v from 'valibot'
import { HttpError } from './errors'

/** Reads the body as JSON (or url-encoded form), answering 400 for anything unreadable. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  const text = await c.req.text()
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (type.includes('multipart/form-data')) {
    const form = await c.req.formData()
    return Object.fromEntries([...form.entries()].filter((entry) => typeof entry[1] === 'string'))
  }
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; a JSON object is expected')
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
}

/** Validates a body; a failure is a 422 whose message names the first offending field. */
export function validate<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const errors = result.issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '(body)',
    message: issue.message,
  }))
  const first = errors[0] ?? { field: '(body)', message: 'invalid' }
  throw new HttpError(422, `Invalid value for field "${first.field}": ${first.message}`, {
    field: first.field,
    errors,
  })
}

export async function parseBody<const S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  return validate(schema, await readBody(c))
}

export const trimmed = (label: string, max = 200) =>
  v.pipe(
    v.string(`${label} must be a string`),
    v.trim(),
    v.maxLength(max, `${label} is too long (max ${max})`),
  )

export const requiredText = (label: string, max = 200) =>
  v.pipe(trimmed(label, max), v.nonEmpty(`${label} is required`))

export const email = (label: string) =>
  v.pipe(v.string(`${label} must be a string`), v.trim(), v.email(`${label} is not a valid e-mail address`))

/** Numbers may arrive as JSON numbers or numeric strings (form values). */
export const numeric = (label: string) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.decimal())],
      `${label} must be a number`,
    ),
    v.transform((value): number => Number(value)),
    v.finite(`${label} must be a finite number`),
  )
