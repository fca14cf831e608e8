import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import type { ServiceInfo } from '#domain/entities/service-info'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { type SafeContent, sanitizeHtml } from '#features/dashboard/sanitize-html'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'
import { WidgetStatus } from '#features/dashboard/widget-status'

/** Every notice made safe before any shows, so the box grows once and not notice by notice. */
function useSafeNotices(entries: ServiceInfo[] | undefined): SafeContent[] | undefined {
  const [safe, setSafe] = useState<{ from: ServiceInfo[]; content: SafeContent[] }>()
  useEffect(() => {
    if (!entries) return
    let current = true
    void Promise.all(entries.map((entry) => sanitizeHtml(entry.description))).then((content) => {
      if (current) setSafe({ from: entries, content })
    })
    return () => {
      current = false
    }
  }, [entries])
  return safe && safe.from === entries ? safe.content : undefined
}

function Notices({ entries, content }: { entries: ServiceInfo[]; content: SafeContent[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <>
      <ul id={listId} className={open ? styles.notices : `${styles.notices} ${styles.noticesClamped}`}>
        {entries.map((entry, index) => {
          const safe = content[index]
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id, and their order is fixed
            <li key={index}>
              <h3>{entry.title}</h3>
              {safe === undefined ? null : 'html' in safe ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised and checked inert first (sanitize-html.ts, decisions)
                <div dangerouslySetInnerHTML={{ __html: safe.html }} />
              ) : (
                <p>{safe.text}</p>
              )}
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className={styles.noticesToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? t`Show less` : t`Show all notices`}
      </button>
    </>
  )
}

/** Spec section 2: the provider's notices, hidden when there are none, fetched again per language. */
export function ServiceInformationWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const state = useOnlineData((signal) => api.serviceInformation(signal), api.locale)
  const content = useSafeNotices(state.status === 'ready' ? state.data : undefined)
  if (state.status === 'ready' && state.data.length === 0) return null
  return (
    <WidgetBox
      title={t`Service information`}
      busy={state.status === 'loading' || (state.status === 'ready' && !content)}
    >
      {state.status === 'ready' ? (
        content ? (
          <Notices entries={state.data} content={content} />
        ) : null
      ) : (
        <WidgetStatus state={state} />
      )}
    </WidgetBox>
  )
}
