import type { Page } from '@playwright/test'

export interface TabStop {
  /** Tag, name or text of the element, for the report. */
  what: string
  /**
   * Its look differs focused and unfocused (outline, shadow, border, background, underline); null
   * when it left the page before it could be seen unfocused.
   */
  visible: boolean | null
}

/**
 * Tabs through the page from where the focus is, `max` stops at most, and tells for each stop
 * whether its focus shows. The look of a stop while focused is compared with its look once the
 * focus has moved on; the indicator may be drawn on the element or on one of its two nearest
 * ancestors (React Aria's checkbox and radio draw it on the label around a hidden input).
 */
export async function tabStops(page: Page, max: number): Promise<TabStop[]> {
  await page.evaluate(() => {
    const win = window as unknown as { __stops: { element: Element; focused: string }[] }
    win.__stops = []
  })
  for (let index = 0; index < max; index++) {
    await page.keyboard.press('Tab')
    const done = await page.evaluate(() => {
      const win = window as unknown as { __stops: { element: Element; focused: string }[] }
      const element = document.activeElement
      if (!element || element === document.body) return true
      if (win.__stops.some((stop) => stop.element === element)) return true
      const look = (node: Element | null) => {
        const parts: string[] = []
        for (let level = 0; node && level < 3; level++, node = node.parentElement) {
          const style = getComputedStyle(node)
          parts.push(
            [
              style.outlineStyle,
              style.outlineWidth,
              style.outlineColor,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
              style.textDecorationLine,
            ].join(' '),
          )
        }
        return parts.join(' | ')
      }
      win.__stops.push({ element, focused: look(element) })
      ;(window as unknown as { __look: typeof look }).__look = look
      return false
    })
    if (done) break
  }
  return page.evaluate(() => {
    const win = window as unknown as {
      __stops: { element: Element; focused: string }[]
      __look: (node: Element | null) => string
    }
    // The last stop still has the focus: move it away to see its look without.
    ;(document.activeElement as HTMLElement | null)?.blur()
    return win.__stops.map(({ element, focused }) => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('name') ??
        (element.textContent ?? '').trim().slice(0, 30)
      return {
        what: `<${element.tagName.toLowerCase()}> ${name}`,
        visible: element.isConnected ? win.__look(element) !== focused : null,
      }
    })
  })
}
