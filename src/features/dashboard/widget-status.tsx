import { useLingui } from '@lingui/react/macro'
import styles from './dashboard.module.css'
import type { OnlineData } from './use-online-data'

/** A widget's own word on its online data: loading, needs the network, or failed. */
export function WidgetStatus({ state }: { state: OnlineData<unknown> }) {
  const { t } = useLingui()
  switch (state.status) {
    case 'loading':
      return <p className={styles.muted} role="status">{t`Loading…`}</p>
    case 'offline':
      return (
        <p className={styles.muted}>
          {state.slow
            ? t`The server is not answering right now, so this box could not be loaded. Please reload the page in a moment.`
            : t`You are offline. This box needs the network.`}
        </p>
      )
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {state.malformed
            ? t`The server sent data the portal cannot read. Please try again later.`
            : t`This box could not be loaded. Please try again later.`}
        </p>
      )
    default:
      return null
  }
}
