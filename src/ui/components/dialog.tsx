import { lazy, Suspense, useEffect } from 'react'
import type { DialogProps } from './dialog-modal'

export type { DialogProps } from './dialog-modal'

const loadModal = () => import('./dialog-modal')
const DialogModal = lazy(() => loadModal().then((module) => ({ default: module.DialogModal })))

/** Once the browser is idle: the first frame of a screen must not wait on a dialog it has not opened. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * A modal dialog: focus moves in, Escape closes it, focus returns to what opened it (docs/design.md).
 * React Aria's modal code is fetched only by screens that can open one, once the screen has painted
 * and the browser is idle, so opening is instant; /login has no dialog and never downloads it.
 */
export function Dialog(props: DialogProps) {
  useEffect(
    () =>
      whenIdle(() => {
        void loadModal()
      }),
    [],
  )
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  )
}
