import * as v from 'valibot'
import { type ColumnMapping, IMPORT_FIELDS } from '#domain/address-import/contract'
import { headerSignature } from '#domain/address-import/mapping'
import { REMEMBERED_MAPPINGS_KEY } from './remembered-mapping-key'

/** The number of header layouts a device remembers; the least recently confirmed goes first. */
export const REMEMBERED_MAPPINGS_MAX = 20

const stored = v.array(
  v.object({
    signature: v.string(),
    mapping: v.array(v.nullable(v.picklist(IMPORT_FIELDS))),
  }),
)
type Stored = v.InferOutput<typeof stored>

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** What is kept, most recent first; a damaged or unreadable value reads as nothing kept. */
function readAll(): Stored {
  try {
    const raw = storage()?.getItem(REMEMBERED_MAPPINGS_KEY)
    if (!raw) return []
    const parsed = v.safeParse(stored, JSON.parse(raw))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

const fillsOnce = (mapping: ColumnMapping) => {
  const fields = mapping.filter((field) => field !== null)
  return new Set(fields).size === fields.length
}

/** The mapping confirmed last for these headers on this device, or null. */
export function rememberedMapping(headers: readonly string[]): ColumnMapping | null {
  const signature = headerSignature(headers)
  const found = readAll().find((entry) => entry.signature === signature)
  if (!found || found.mapping.length !== headers.length || !fillsOnce(found.mapping)) return null
  return found.mapping
}

/**
 * Keeps a confirmed mapping for the next file with the same headers. Best effort: storage that is
 * full or refused costs the next file its proposal, never this import.
 */
export function rememberMapping(headers: readonly string[], mapping: ColumnMapping): void {
  const signature = headerSignature(headers)
  const entries = [
    { signature, mapping: [...mapping] },
    ...readAll().filter((entry) => entry.signature !== signature),
  ].slice(0, REMEMBERED_MAPPINGS_MAX)
  try {
    storage()?.setItem(REMEMBERED_MAPPINGS_KEY, JSON.stringify(entries))
  } catch {
    // Full or refused: nothing is remembered.
  }
}
