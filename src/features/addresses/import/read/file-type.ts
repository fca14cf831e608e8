import type { ParsedSheet } from '#domain/address-import/contract'
import { IMPORT_LIMITS, type ReadOutcome, refuse } from './import-limits'

export type ImportFormat = ParsedSheet['format']

/** For the file picker's `accept`: the two types by extension and by the MIME types browsers give them. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The format a file's name claims; its content is checked against it later (sniff-content.ts). */
export function claimedFormat(name: string): ImportFormat | null {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
  return extension === 'csv' || extension === 'xlsx' ? extension : null
}

/**
 * What can be refused from the name and size alone, before a byte is read or a worker started:
 * a 50 MB file is never loaded into memory to be told it is too large.
 */
export function refusalBeforeReading(name: string, bytes: number): ReadOutcome | null {
  if (!claimedFormat(name)) return refuse({ code: 'unsupported-type' })
  if (bytes > IMPORT_LIMITS.bytes) return refuse({ code: 'too-large', bytes, limit: IMPORT_LIMITS.bytes })
  if (bytes === 0) return refuse({ code: 'empty' })
  return null
}
