import { useCallback, useEffect, useRef } from 'react'
import type { OrderForm } from '#domain/ordering/order-form'

export const DRAFT_SAVE_DELAY_MS = 250

/**
 * Saves the form into its draft a moment after the last change (one write per pause in typing,
 * not per keystroke), and at once when the page is left or hidden, so a closed tab keeps it.
 */
export function useDraftSaver(save: (values: OrderForm) => Promise<void>, delayMs = DRAFT_SAVE_DELAY_MS) {
  const pending = useRef<OrderForm | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const saveRef = useRef(save)
  saveRef.current = save

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const values = pending.current
    pending.current = null
    if (values) await saveRef.current(values).catch(() => undefined)
  }, [])

  const schedule = useCallback(
    (values: OrderForm) => {
      pending.current = values
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), delayMs)
    },
    [flush, delayMs],
  )

  useEffect(() => {
    const onHide = () => void flush()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      void flush()
    }
  }, [flush])

  return { schedule, flush }
}
