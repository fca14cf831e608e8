import { type ReactNode, useEffect, useRef } from 'react'
import styles from './dialog.module.css'

interface DialogProps {
  open: boolean
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/**
 * A modal on the native <dialog>: the browser moves focus in, traps it and closes on Escape;
 * focus returns to what opened it when it closes.
 */
export function Dialog({ open, title, closeLabel, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="dialog-title"
      onClose={() => {
        onClose()
        if (opener.current instanceof HTMLElement) opener.current.focus()
      }}
    >
      <div className={styles.head}>
        <h2 id="dialog-title" className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => ref.current?.close()}
          aria-label={closeLabel}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  )
}
