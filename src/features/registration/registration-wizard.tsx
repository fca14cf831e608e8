import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { RegistrationDraft } from '#domain/registration/registration-form'
import styles from './registration.module.css'
import type { RegistrationServices } from './registration-services'
import { WizardContext } from './wizard-context'
import { WizardSession } from './wizard-session'

/**
 * The registration wizard around its three step routes (spec section 2: /register with the child
 * paths '', addresses and payment): one form for the steps, opened from the stored draft. 'Start
 * over' opens a new empty one.
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
  const [opened, setOpened] = useState<{ draft: RegistrationDraft | null; generation: number } | null>(null)
  useEffect(() => {
    let live = true
    void latest.current
      .loadDraft()
      .catch(() => null)
      .then((draft) => {
        if (live) setOpened({ draft, generation: 0 })
      })
    return () => {
      live = false
    }
  }, [])
  const startOver = useCallback(
    () => setOpened((before) => ({ draft: null, generation: (before?.generation ?? 0) + 1 })),
    [],
  )

  const content = (
    <section className={styles.wizard} aria-labelledby="registration-title">
      <h1 id="registration-title">{t`Register`}</h1>
      {children}
    </section>
  )
  if (!opened) return <WizardContext.Provider value={null}>{content}</WizardContext.Provider>
  return (
    <WizardSession key={opened.generation} draft={opened.draft} services={services} onStartOver={startOver}>
      {content}
    </WizardSession>
  )
}
