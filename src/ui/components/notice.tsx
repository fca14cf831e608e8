import type { ReactNode } from 'react'
import styles from './notice.module.css'

interface NoticeProps {
  tone: 'error' | 'warning' | 'info'
  children: ReactNode
}

/** An inline message; errors are announced at once, the rest politely. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
