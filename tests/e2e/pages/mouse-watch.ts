import type { BrowserContext } from '@playwright/test'

/** What the pages reported: one line per real mouse or touch press, with where it landed. */
export interface MouseUse {
  type: string
  pointerType: string
  target: string
  url: string
}

/**
 * Watches every page of `context` for a real pointer: a trusted `pointerdown` or `mousedown`, or a
 * trusted `click` that a pointer made. Enter or Space on a button also fires a trusted `click`, but
 * with `detail` 0 and no pointer type, so the keyboard's clicks are not counted. Listeners sit on the
 * window in the capture phase, before the page's own, and a page's report reaches the test through
 * a binding, so a full page load loses nothing. Call before the first page opens.
 */
export async function watchForMouse(context: BrowserContext): Promise<{ uses: MouseUse[] }> {
  const uses: MouseUse[] = []
  await context.exposeBinding('__reportMouseUse', (_source, use: MouseUse) => {
    uses.push(use)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportMouseUse: (use: unknown) => void }).__reportMouseUse
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target)
      const name = target.getAttribute('aria-label') ?? target.getAttribute('name') ?? target.textContent
      return `<${target.tagName.toLowerCase()}> ${(name ?? '').trim().slice(0, 40)}`
    }
    const record = (event: Event) => {
      if (!event.isTrusted) return
      const pointerType = 'pointerType' in event ? String((event as PointerEvent).pointerType) : ''
      if (event.type === 'click' && (event as MouseEvent).detail === 0 && pointerType === '') return
      report({ type: event.type, pointerType, target: describe(event.target), url: location.pathname })
    }
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      window.addEventListener(type, record, { capture: true })
    }
  })
  return { uses }
}
