import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { CloseIcon } from '#ui/icons/icons'
import { AriaLocale } from './aria-locale'
import styles from './dialog.module.css'

export interface DialogProps {
  open: boolean
  /** The heading; the dialog is named by it. */
  title: string
  /** The close button's accessible name (it shows only a cross). */
  closeLabel: string
  /** Called for every way of closing: the cross, Escape, a click beside the dialog. */
  onClose: () => void
  children: ReactNode
}

/**
 * The modal itself (React Aria): focus moves in and stays in, Escape or a click beside it closes it,
 * and focus goes back to what opened it. Loaded on demand by dialog.tsx.
 */
export function DialogModal({ open, title, closeLabel, onClose, children }: DialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose()
        }}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <AriaDialog className={styles.dialog}>
            <div className={styles.head}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
                <CloseIcon />
              </button>
            </div>
            {children}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  )
}
