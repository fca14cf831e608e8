import type { InjectedFaults, JournalEntry } from '#fixture-api/http/journal'
import { type ApiLocality, buildAddressBody } from './factories'

/** What GET /__fixture/journal answers. */
export interface Journal {
  writes: JournalEntry[]
  injected: InjectedFaults
}

/** An address save's body for a company in the given place. */
export const addressBody = (firma: string, place: ApiLocality) =>
  buildAddressBody({ kontaktadresse: { firma } }, place)

/** The header a write carries its Idempotency-Key in. */
export const keyed = (key: string) => ({ 'idempotency-key': key })
