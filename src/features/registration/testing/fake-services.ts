import { vi } from 'vitest'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import type { RegistrationDraft, RegistrationForm } from '#domain/registration/registration-form'
import type { UniqueAnswer, UniqueField } from '#domain/registration/unique-check'
import type { RegistrationServices } from '#features/registration/registration-services'
import { deferred } from '#testing/deferred'
import { BERN, WINTERTHUR, ZURICH, ZURICH_PO_BOX } from '#testing/places'

/** Test support: the wizard's services over memory, with the server's answers held or given at once. */

export interface AskedQuestion {
  field: UniqueField
  value: string
  signal: AbortSignal
  answer: (answer: UniqueAnswer) => void
}

export interface FakeOptions {
  draft?: RegistrationDraft | null
  /** Answers every question at once with this, unless 'hold' (the test answers through `asked`). */
  unique?: UniqueAnswer | 'hold' | ((field: UniqueField, value: string) => UniqueAnswer)
  register?: (form: RegistrationForm) => RegistrationFailure | null
}

export function fakeServices(options: FakeOptions = {}) {
  const store = { draft: options.draft ?? null, saves: [] as RegistrationDraft[] }
  const asked: AskedQuestion[] = []
  const unique = options.unique ?? 'free'
  const services: RegistrationServices = {
    interfaceLanguage: 'en',
    termsUrl: 'https://courier.example/en/terms',
    loadDraft: vi.fn(async () => store.draft),
    saveDraft: vi.fn(async (draft: RegistrationDraft) => {
      store.draft = draft
      store.saves.push(draft)
    }),
    clearDraft: vi.fn(async () => {
      store.draft = null
    }),
    checkUnique: vi.fn((field: UniqueField, value: string, signal: AbortSignal) => {
      const held = deferred<UniqueAnswer>()
      signal.addEventListener('abort', () => held.reject(new DOMException('aborted', 'AbortError')))
      asked.push({ field, value, signal, answer: held.resolve })
      if (unique !== 'hold') held.resolve(typeof unique === 'function' ? unique(field, value) : unique)
      return held.promise
    }),
    searchLocations: vi.fn(async (text: string) =>
      [ZURICH, ZURICH_PO_BOX, WINTERTHUR, BERN].filter(
        (place) =>
          place.code.startsWith(text.trim()) || place.name.toLowerCase().includes(text.trim().toLowerCase()),
      ),
    ),
    register: vi.fn(async (form: RegistrationForm) => options.register?.(form) ?? null),
  }
  return { services, store, asked }
}
