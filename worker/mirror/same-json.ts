/**
 * Whether two values serialise to the same JSON whatever their key order, without serialising them:
 * a refresh compares every stored row with the server's, 10,000 addresses on each poll, and two
 * sorted JSON strings per row cost ten times this walk. As JSON: toJSON runs first (an instant
 * compares as its ISO string), keys holding undefined or a function are absent, and a non-finite
 * number or an undefined array item is null.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const left = asJson(a)
  const right = asJson(b)
  if (left === right) return true
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false
    return left.every((item, index) => sameJson(orNull(item), orNull(right[index])))
  }
  const leftRecord = left as Record<string, unknown>
  const rightRecord = right as Record<string, unknown>
  let leftKeys = 0
  for (const key of Object.keys(leftRecord)) {
    const item = leftRecord[key]
    // Most fields of an unchanged row are the same string, flag or number: no call, no key lookup
    // (an equal defined value is there on the right).
    if (item === rightRecord[key] && isPlainLeaf(item)) {
      leftKeys++
      continue
    }
    if (isAbsent(item)) continue
    leftKeys++
    if (!Object.hasOwn(rightRecord, key) || !sameJson(item, rightRecord[key])) return false
  }
  let rightKeys = 0
  for (const key of Object.keys(rightRecord)) if (!isAbsent(rightRecord[key])) rightKeys++
  return leftKeys === rightKeys
}

function asJson(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value !== null && typeof value === 'object') {
    const toJSON = (value as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') return asJson(toJSON.call(value))
  }
  return value
}

/** A value JSON writes as itself: equal ones serialise equally, and it is never absent. */
function isPlainLeaf(value: unknown): boolean {
  const type = typeof value
  return (
    type === 'string' || type === 'boolean' || value === null || (type === 'number' && Number.isFinite(value))
  )
}

/** JSON leaves these keys out of an object. */
function isAbsent(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol'
}

function orNull(item: unknown): unknown {
  return isAbsent(item) ? null : item
}
