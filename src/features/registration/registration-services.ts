import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import type { RegistrationDraft, RegistrationForm } from '#domain/registration/registration-form'
import type { UniqueAnswer, UniqueField } from '#domain/registration/unique-check'

/** What the wizard needs from outside (use-registration.ts wires it; tests hand in fakes). */
export interface RegistrationServices {
  /** The language the portal shows: the invoice language's default and the payload's sprache. */
  interfaceLanguage: Locale
  termsUrl: string
  /** The draft under the public key; null when there is none. */
  loadDraft(): Promise<RegistrationDraft | null>
  saveDraft(draft: RegistrationDraft): Promise<void>
  clearDraft(): Promise<void>
  /** The server's answer on one value; rejects only when the signal aborted the question. */
  checkUnique(field: UniqueField, value: string, signal: AbortSignal): Promise<UniqueAnswer>
  searchLocations(text: string, signal: AbortSignal): Promise<Location[]>
  /** Sends POST /register; null on success, else what went wrong. */
  register(form: RegistrationForm): Promise<RegistrationFailure | null>
}
