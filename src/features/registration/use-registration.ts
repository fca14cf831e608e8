import { useMemo } from 'react'
import type { Api } from '#api/create-api'
import { isApiError, reachability } from '#api/errors'
import { toRegistrationPayload } from '#api/wire/registration-payload'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { clearDraft, getDraft, PUBLIC_DRAFT_ACCOUNT, saveDraft } from '#db/queries/drafts'
import { websiteLink } from '#domain/company'
import type { Locale } from '#domain/entities/basics'
import { type RegistrationFailure, registrationFailure } from '#domain/registration/registration-failure'
import {
  type RegistrationDraft,
  type RegistrationForm,
  registrationDraftSchema,
} from '#domain/registration/registration-form'
import type { UniqueAnswer, UniqueField } from '#domain/registration/unique-check'
import { useLocale } from '#i18n/use-locale'
import { useLocationSearch } from '#services/use-location-search'
import { useServices } from '#services/use-services'
import type { RegistrationServices } from './registration-services'

type AuthApi = Pick<Api['auth'], 'register' | 'isUsernameUnique' | 'isEmailUnique'>

/**
 * The registration's calls and its draft, without React: the draft under the public key (never
 * the password: the wizard hands in toRegistrationDraft's value), the unique checks' answers, and
 * POST /register with the payload of spec section 7.
 */
export function createRegistrationActions(api: AuthApi, replica: PortalDatabase = db) {
  // A registration sent again unchanged (after a time-out, say) carries the same Idempotency-Key,
  // so a first attempt that did arrive answers for it instead of a "username taken".
  let attempt: { body: string; key: string } | null = null
  return {
    loadDraft: () => getDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', registrationDraftSchema, replica),
    saveDraft: (draft: RegistrationDraft) => saveDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', draft, replica),
    clearDraft: () => clearDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', replica),

    async checkUnique(field: UniqueField, value: string, signal: AbortSignal): Promise<UniqueAnswer> {
      const options = { signal }
      try {
        const valid =
          field === 'username'
            ? await api.isUsernameUnique(value.trim(), options)
            : await api.isEmailUnique(value.trim(), options)
        return valid ? 'free' : 'taken'
      } catch (error) {
        if (isApiError(error) && error.kind === 'aborted') throw error
        return reachability(error) ?? 'failed'
      }
    },

    async register(form: RegistrationForm, interfaceLanguage: Locale): Promise<RegistrationFailure | null> {
      const payload = toRegistrationPayload(form, interfaceLanguage)
      const body = JSON.stringify(payload)
      if (attempt?.body !== body) attempt = { body, key: crypto.randomUUID() }
      try {
        await api.register(payload, { idempotencyKey: attempt.key })
        return null
      } catch (error) {
        const unreached = reachability(error)
        return registrationFailure({
          offline: unreached === 'offline',
          slow: unreached === 'slow',
          status: isApiError(error) ? error.status : undefined,
          field: isApiError(error) ? error.field : undefined,
          message: isApiError(error) ? error.message : undefined,
        })
      }
    },
  }
}

/** The registration wizard's services, wired to the session's API, the replica and the interface language. */
export function useRegistration(): RegistrationServices {
  const services = useServices()
  const locale: Locale = useLocale()
  const actions = useMemo(() => createRegistrationActions(services.api.auth), [services])
  const searchLocations = useLocationSearch()
  return useMemo(
    () => ({
      interfaceLanguage: locale,
      termsUrl: websiteLink(services.config.websiteBaseUrl, locale, 'terms'),
      loadDraft: actions.loadDraft,
      saveDraft: actions.saveDraft,
      clearDraft: actions.clearDraft,
      checkUnique: actions.checkUnique,
      searchLocations,
      register: (form: RegistrationForm) => actions.register(form, locale),
    }),
    [actions, locale, searchLocations, services],
  )
}
