import type { ReactNode } from 'react'
import styles from './dashboard.module.css'

interface WidgetBoxProps {
  title: ReactNode
  children: ReactNode
  /** Links or "as of" under the content. */
  footer?: ReactNode
}

/** The frame every widget draws itself in: a widget whose content is empty returns no box at all. */
export function WidgetBox({ title, children, footer }: WidgetBoxProps) {
  return (
    <section className={styles.widget}>
      <h2 className={styles.widgetTitle}>{title}</h2>
      <div className={styles.widgetBody}>{children}</div>
      {footer ? <div className={styles.widgetFooter}>{footer}</div> : null}
    </section>
  )
}
