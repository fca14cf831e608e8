import { isApiError } from '#api/errors'
import type { ProfileFormValues } from '#domain/profile/profile-form'

/** The fields the user edits (the id is the account's, never typed). */
export type ProfileField = Exclude<keyof ProfileFormValues, 'id'>

/** How a profile save ended; each has its own message, and only 'saved' leaves the form as saved. */
export type ProfileSaveOutcome =
  | { kind: 'saved' }
  | { kind: 'offline' }
  /** No answer in time: the server may or may not have stored it. */
  | { kind: 'timeout' }
  /** The server refused the values; field is the form field it named, if it named one the form has. */
  | { kind: 'refused'; field: ProfileField | null }
  /** Stored, perhaps, but the answer could not be read. */
  | { kind: 'unreadable' }
  | { kind: 'failed' }

/** The server's names of the update fields (spec section 3) → the form's. */
const FORM_FIELD: Record<string, ProfileField> = {
  username: 'username',
  email: 'email',
  anrede: 'gender',
  firma: 'company',
  kontakt: 'contact',
  vorname: 'firstname',
  nachname: 'lastname',
  addresse: 'street',
  postleitzahl: 'zip',
  ort: 'location',
  newsletter: 'newsletter',
  phone: 'phone',
  invoice_language: 'invoiceLanguage',
}

/** Reads what a failed POST /profile threw; a profile save is never queued (decisions), so it ends here. */
export function saveOutcomeOf(error: unknown): ProfileSaveOutcome {
  if (!isApiError(error)) return { kind: 'failed' }
  if (error.kind === 'offline') return { kind: 'offline' }
  if (error.kind === 'timeout') return { kind: 'timeout' }
  if (error.kind === 'payload') return { kind: 'unreadable' }
  const status = error.status ?? 0
  if (error.kind === 'http' && status >= 400 && status < 500) {
    const field = error.field === undefined ? undefined : FORM_FIELD[error.field]
    return { kind: 'refused', field: field ?? null }
  }
  return { kind: 'failed' }
}
