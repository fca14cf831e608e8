import { useLingui } from '@lingui/react/macro'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { SubmittedSteps } from '#domain/registration/wizard-steps'
import styles from './registration.module.css'
import type { RegistrationServices } from './registration-services'
import { createWizardStore, type WizardState, type WizardStore } from './wizard-store'

interface WizardContextValue {
  store: WizardStore
  /** The current services (the interface language follows the language switcher). */
  services: RegistrationServices
}

const WizardContext = createContext<WizardContextValue | null>(null)

/**
 * The registration wizard around its three step routes (spec section 2: /register with the child
 * paths '', addresses and payment): one store for the form across the steps, loaded from the draft
 * store and written back to it, also when the page is hidden or left.
 */
export function RegistrationWizard({
  services,
  children,
}: {
  services: RegistrationServices
  children: ReactNode
}) {
  const { t } = useLingui()
  const latest = useRef(services)
  useEffect(() => {
    latest.current = services
  }, [services])
  // One store for the wizard's life; it calls whatever services are current (register sends the
  // interface language of the moment).
  const [store] = useState(() => {
    const current = () => latest.current
    return createWizardStore({
      loadDraft: () => current().loadDraft(),
      saveDraft: (draft) => current().saveDraft(draft),
      clearDraft: () => current().clearDraft(),
      checkUnique: (field, text, signal) => current().checkUnique(field, text, signal),
      register: (form) => current().register(form),
    })
  })
  const value = useMemo<WizardContextValue>(() => ({ store, services }), [store, services])

  useEffect(() => {
    void store.load()
    const onHide = () => void store.flushDraft()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      store.dispose()
    }
  }, [store])

  return (
    <WizardContext.Provider value={value}>
      <section className={styles.wizard} aria-labelledby="registration-title">
        <h1 id="registration-title">{t`Register`}</h1>
        {children}
      </section>
    </WizardContext.Provider>
  )
}

export interface Wizard {
  store: WizardStore
  services: RegistrationServices
  state: WizardState
  validated: SubmittedSteps
}

/** The wizard's store and its state, for a step inside RegistrationWizard. */
export function useWizard(): Wizard {
  const context = useContext(WizardContext)
  if (!context) throw new Error('useWizard needs a RegistrationWizard around it')
  const { store } = context
  const state = useSyncExternalStore(store.subscribe, store.get)
  return { store, services: context.services, state, validated: store.validated() }
}
