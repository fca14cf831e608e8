import type { AccountId, AddressRow } from './rows'

/** A stored record of the address store: up to MAX_BLOCK rows of one account, sorted by id. */
export interface StoredBlock {
  account: AccountId
  /** The smallest id in `rows`. */
  first: number
  rows: AddressRow[]
}

export type BlockKey = [AccountId, number]

/** Rows a new block is cut to. */
export const BLOCK_SIZE = 100
/** A block grown past this is cut again. */
export const MAX_BLOCK = 2 * BLOCK_SIZE
/**
 * A block shrunk below this merges with a neighbour: without it, churn (deletes and re-adds that
 * re-key blocks) leaves ever smaller blocks, drifting back toward the per-record cost blocks avoid.
 */
export const MIN_BLOCK = 25

const isRow = (row: unknown): row is AddressRow =>
  typeof row === 'object' && row !== null && typeof (row as AddressRow).id === 'number'

/** A block whose rows can be read; a damaged record (rows not a list of rows) is not one. */
export const isSound = (block: StoredBlock): boolean => Array.isArray(block.rows) && block.rows.every(isRow)

export const byId = (a: AddressRow, b: AddressRow) => a.id - b.id

/**
 * Sorted rows cut into blocks of BLOCK_SIZE; a rest under MIN_BLOCK joins the block before it, so
 * a cut never leaves a block under the floor.
 */
export function cut(rows: readonly AddressRow[]): AddressRow[][] {
  if (rows.length <= MAX_BLOCK) return rows.length > 0 ? [[...rows]] : []
  const blocks: AddressRow[][] = []
  let start = 0
  while (start < rows.length) {
    const end = rows.length - start - BLOCK_SIZE < MIN_BLOCK ? rows.length : start + BLOCK_SIZE
    blocks.push(rows.slice(start, end))
    start = end
  }
  return blocks
}

/** The index of the greatest key at or below `id` in ascending `keys`, or -1 when all are above. */
export function blockIndexOf(keys: readonly number[], id: number): number {
  let low = 0
  let high = keys.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((keys[middle] ?? Number.POSITIVE_INFINITY) <= id) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

export function groupByAccount<T>(
  items: readonly T[],
  accountOf: (item: T) => AccountId,
): Map<AccountId, T[]> {
  const groups = new Map<AccountId, T[]>()
  for (const item of items) {
    const account = accountOf(item)
    const group = groups.get(account)
    if (group) group.push(item)
    else groups.set(account, [item])
  }
  return groups
}
