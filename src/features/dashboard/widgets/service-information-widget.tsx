import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ServiceInfo } from '#domain/entities/service-info'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { type SafeContent, sanitizeHtml } from '#features/dashboard/sanitize-html'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'
import { WidgetStatus } from '#features/dashboard/widget-status'

function Entry({ entry }: { entry: ServiceInfo }) {
  const [content, setContent] = useState<SafeContent | null>(null)
  useEffect(() => {
    let current = true
    void sanitizeHtml(entry.description).then((safe) => {
      if (current) setContent(safe)
    })
    return () => {
      current = false
    }
  }, [entry.description])
  return (
    <li>
      <h3>{entry.title}</h3>
      {content === null ? null : 'html' in content ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised and checked inert first (sanitize-html.ts, decisions)
        <div dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : (
        <p>{content.text}</p>
      )}
    </li>
  )
}

/** Spec section 2: the provider's notices, hidden when there are none, fetched again per language. */
export function ServiceInformationWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const state = useOnlineData((signal) => api.serviceInformation(signal), api.locale)
  if (state.status === 'ready' && state.data.length === 0) return null
  if (state.status === 'loading') return null
  return (
    <WidgetBox title={t`Service information`}>
      {state.status === 'ready' ? (
        <ul className={styles.notices}>
          {state.data.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id, and their order is fixed
            <Entry key={index} entry={entry} />
          ))}
        </ul>
      ) : (
        <WidgetStatus state={state} />
      )}
    </WidgetBox>
  )
}
