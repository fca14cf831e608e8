import type { FileRefusal, ParsedSheet } from '#domain/address-import/contract'

/** Issue 24: what one import may hold. The size is checked before a byte is read. */
export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 10_000 } as const

export type ReadOutcome = { ok: true; sheet: ParsedSheet } | { ok: false; refusal: FileRefusal }

export const refuse = (refusal: FileRefusal): ReadOutcome => ({ ok: false, refusal })
