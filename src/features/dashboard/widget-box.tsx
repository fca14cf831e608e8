import type { ReactNode } from 'react'
import styles from './dashboard.module.css'

interface WidgetBoxProps {
  title: ReactNode
  children: ReactNode
  /** Links or "as of" under the content. */
  footer?: ReactNode
  /** Its data is on the way: assistive technology waits for the box to settle. */
  busy?: boolean
}

/** The frame every widget draws itself in: a widget whose content is empty returns no box at all. */
export function WidgetBox({ title, children, footer, busy = false }: WidgetBoxProps) {
  return (
    <section className={styles.widget} aria-busy={busy || undefined}>
      <h2 className={styles.widgetTitle}>{title}</h2>
      <div className={styles.widgetBody}>{children}</div>
      {footer ? <div className={styles.widgetFooter}>{footer}</div> : null}
    </section>
  )
}
