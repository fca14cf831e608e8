import { lazy, Suspense, useEffect } from 'react'
import type { DialogProps } from './dialog-modal'

export type { DialogProps } from './dialog-modal'

const loadModal = () => import('./dialog-modal')
const DialogModal = lazy(() => loadModal().then((module) => ({ default: module.DialogModal })))

/**
 * A modal dialog: focus moves in, Escape closes it, focus returns to what opened it (docs/design.md).
 * React Aria's modal code is fetched only by screens that can open one, and fetched as soon as such a
 * screen shows, so opening is instant; /login has no dialog and never downloads it.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => {
    void loadModal()
  }, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  )
}
