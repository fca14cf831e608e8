import { useLingui } from '@lingui/react/macro'
import { BLOG_ITEMS } from '#domain/limits'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'

/** Spec sections 2 and 8: 2 posts of the news feed in the language; a failing feed shows nothing. */
export function BlogWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const state = useOnlineData((signal) => api.blog(signal), api.locale)
  if (state.status !== 'ready' || state.data.length === 0) return null
  return (
    <WidgetBox title={t`News`}>
      <ul className={styles.posts}>
        {state.data.slice(0, BLOG_ITEMS).map((post) => (
          <li key={post.link}>
            <a href={post.link} target="_blank" rel="noopener noreferrer">
              {post.imageUrl ? <img src={post.imageUrl} alt="" loading="lazy" /> : null}
              <span>{post.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </WidgetBox>
  )
}
