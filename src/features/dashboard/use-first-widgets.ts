import { startTransition, useEffect, useState } from 'react'

/**
 * How many boxes, in reading order (column one, then column two), mount with the page. On a phone
 * they fill the screen; the others are below it.
 */
export const FIRST_WIDGETS = 2

/**
 * The dashboard mounts twelve widgets, each with its queries and forms. Mounted together, even in a
 * transition, their commit (the DOM of every box, then the style and layout of the whole page) is
 * one long task right when the page appears: on a loaded machine it alone went past Lighthouse's
 * 50 ms (total blocking time, issue 25). So the first boxes mount with the page and each further
 * box in a task of its own after the previous one is on the page, in a transition: a tap or a
 * keystroke waits for one box at most. Answers whether the box at this reading-order position
 * shows yet, and whether every box does; `count` is how many boxes the layout shows.
 */
export function useFirstWidgets(count: number): {
  shows: (position: number) => boolean
  complete: boolean
} {
  const [shown, setShown] = useState(FIRST_WIDGETS)
  useEffect(() => {
    if (shown >= count) return
    const next = setTimeout(() => startTransition(() => setShown(shown + 1)), 0)
    return () => clearTimeout(next)
  }, [shown, count])
  return { shows: (position) => position < shown, complete: shown >= count }
}
