import { startTransition, useEffect, useState } from 'react'

/**
 * How many boxes, in reading order (column one, then column two), mount with the page. On a phone
 * they fill the screen; the others are below it.
 */
export const FIRST_WIDGETS = 3

/**
 * The dashboard mounts twelve widgets, each with its queries and forms: in one go that blocks the
 * main thread for a long task right when the page appears (Lighthouse's total blocking time). The
 * first boxes mount with the page; the rest follow in a transition, which React renders in slices
 * between frames, so a tap or a keystroke is never kept waiting. Answers whether the box at this
 * reading-order position shows yet.
 */
export function useFirstWidgets(): (position: number) => boolean {
  const [all, setAll] = useState(false)
  useEffect(() => {
    startTransition(() => setAll(true))
  }, [])
  return (position) => all || position < FIRST_WIDGETS
}
