import { useState } from 'react'

/**
 * The shipment whose detail popup is open: the link's `?open=` key at first, and again whenever a
 * link with another key arrives while the screen stays mounted (the notifications bell links to
 * /active?open=… and /archive?open=… from the header, also while that list is on show).
 */
export function useOpenedDetail(openKey: number | undefined) {
  const [details, setDetails] = useState<number | null>(openKey ?? null)
  const [linked, setLinked] = useState(openKey)
  if (openKey !== linked) {
    setLinked(openKey)
    if (openKey !== undefined) setDetails(openKey)
  }
  return [details, setDetails] as const
}
