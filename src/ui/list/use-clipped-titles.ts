import { useEffect, useRef } from 'react'

/** Marks the titles this hook set, so it never takes away a title a cell brought itself. */
const OWN = 'data-clipped-title'

const clipped = (element: Element) => element.scrollWidth > element.clientWidth + 1

/**
 * In the compact density a cell's text may end in an ellipsis: such a cell gets its whole text as
 * its title, so a pointer's hover still reads it (the screen reader reads the text as it is).
 * Checked after every render, as the rows and the window's width decide what is cut.
 */
export function useClippedTitles(on: boolean) {
  const table = useRef<HTMLTableElement>(null)
  useEffect(() => {
    for (const cell of table.current?.querySelectorAll('tbody td') ?? []) {
      const cut = on && [cell, ...cell.querySelectorAll('*')].some(clipped)
      if (cut) {
        cell.setAttribute('title', (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
        cell.setAttribute(OWN, '')
      } else if (cell.hasAttribute(OWN)) {
        cell.removeAttribute('title')
        cell.removeAttribute(OWN)
      }
    }
  })
  return table
}
