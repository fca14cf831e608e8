import type { Page } from '@playwright/test'
import { replicaAddressRows } from '#tests/testing/replica-addresses'
import { type KeystrokeRun, takeMeasures } from './keystroke-figures'

// The order form's saved-address selector as one types (issue 25, item 3): each keystroke timed
// from the input to the frame whose list shows a matching option, with the app's work measure.
// Shared by order-form.ts (10,000 addresses) and scale-100.ts (100,000). The page must show the
// order form with the sender's selector cleared.

const WORK = 'order-form:selector-work'

/** Types `typed` into the sender's address-book selector; ms until the list shows a matching option. */
function searchKeystroke(page: Page, typed: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('input[name="sender.saved"]')
    if (!input) throw new Error('no selector')
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const words = text.toLowerCase().split(/\s+/).filter(Boolean)
    const start = performance.now()
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const first = document.querySelector('[role="listbox"] [role="option"]')
      const label = first?.textContent?.toLowerCase() ?? ''
      if (first && words.every((word) => label.includes(word))) break
      if (performance.now() - start > 5000) throw new Error(`no option for ${text}`)
    }
    return performance.now() - start
  }, typed)
}

/** Three searches a user would type: two words of saved labels (company and place), from the replica. */
export async function selectorQueries(page: Page): Promise<string[]> {
  const labels = (await replicaAddressRows(page)).map((row) => row.address.label)
  const picks = [labels[17], labels[1500], labels[2900]].filter((label): label is string => !!label)
  // The company's first word and the place: 'Gartenbau Zürich'.
  return picks.map((label) => `${label.split(' ')[0]} ${label.split(' ').at(-1)}`)
}

export interface SelectorRun extends KeystrokeRun {
  /** The keystrokes that opened the list (they also mount its popover). */
  opening: number[]
  /** The others, typed into the open list. */
  listOpen: number[]
}

/** One run: each query typed a character at a time, then cleared and the list closed. */
export async function selectorRun(page: Page, queries: readonly string[]): Promise<SelectorRun> {
  await takeMeasures(page, WORK)
  const run: SelectorRun = { times: [], work: [], opening: [], listOpen: [] }
  for (const query of queries) {
    let typed = ''
    for (const char of query) {
      typed += char
      const ms = await searchKeystroke(page, typed)
      run.times.push(ms)
      ;(typed.length === 1 ? run.opening : run.listOpen).push(ms)
    }
    await page.locator('input[name="sender.saved"]').fill('')
    await page.keyboard.press('Escape')
  }
  run.work = await takeMeasures(page, WORK)
  return run
}
