export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue }

export type QueryObject = { readonly [key: string]: QueryValue }

function isEmpty(value: QueryValue): value is '' | null | undefined | false {
  // false is "flag not set": spec section 7 sends address and weekday flags only when true.
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  )
}

function append(params: URLSearchParams, key: string, value: QueryValue): void {
  if (isEmpty(value)) return
  if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index) => {
      append(params, `${key}[${index}]`, item)
    })
    return
  }
  if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value as QueryObject)) append(params, `${key}[${child}]`, item)
    return
  }
  // true is sent as 1, the form spec section 7 gives for the weekday filter.
  if (value === true) params.append(key, '1')
  else if (typeof value === 'number') {
    if (Number.isFinite(value)) params.append(key, String(value))
  } else params.append(key, String(value))
}

/**
 * Bracket notation (spec section 7): {sorting: {field: 'id'}, filter: {sender: 'x'}} becomes
 * sorting[field]=id&filter[sender]=x; empty entries are left out.
 */
export function toSearchParams(query: QueryObject): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) append(params, key, value)
  return params
}
