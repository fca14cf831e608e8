import { useMemo } from 'react'
import type { AccountId } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import { useLocale } from '#i18n/use-locale'
import type { AppServices } from './app-services'
import { type QueueChange, useQueue } from './use-queue'
import { useServices } from './use-services'

/** What a feature's adapter is made of: the session's account and language, the API, the sync worker, the queue. */
export interface SessionDeps {
  account: AccountId
  locale: Locale
  api: AppServices['api']
  sync: AppServices['sync']
  /** The one queue every kind of change goes through (useQueue). */
  queue: QueueChange
}

/**
 * A feature's port made over the session's services, in the portal's language, made again only
 * when the account, the language or the services change. `create` is a module-level function.
 */
export function useSessionAdapter<T>(create: (deps: SessionDeps) => T): T {
  const services = useServices()
  const locale = useLocale()
  const account = services.account()
  const queue = useQueue()
  return useMemo(
    () => create({ account, locale, api: services.api, sync: services.sync, queue }),
    [create, services, account, locale, queue],
  )
}
