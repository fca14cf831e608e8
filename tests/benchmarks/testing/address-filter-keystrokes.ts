import type { Page } from '@playwright/test'
import type { Figure } from './figures'
import { type KeystrokeRun, keystrokeFigures, sampleRuns, takeMeasures } from './keystroke-figures'

// The address book's filter as one types (issue 25, item 3): each keystroke into the company field
// applied (Enter) over the whole replica, timed from the action to the frame after its commit.
// Shared by address-replica.ts (10,000 addresses) and scale-100.ts (100,000). The page must show
// the address book with its filter panel open (German texts).

const TYPED = 'Gartenbau AG'
const WORK = 'address-book:keystroke-work'

/** Time from an action in the page to the next frame after React committed it (paint starts then). */
export function paintAfter(page: Page, action: string): Promise<number> {
  return page.evaluate(async (code) => {
    const start = performance.now()
    new Function(code)()
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return performance.now() - start
  }, action)
}

const applyCompany = (text: string) =>
  `const input = document.querySelector('input[name="company"]');
   const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
   setter.call(input, ${JSON.stringify(text)});
   input.dispatchEvent(new Event('input', { bubbles: true }));
   input.form.requestSubmit();`

/** RUNS runs of typing the company name, each from an empty filter. */
export function filterKeystrokes(page: Page): Promise<KeystrokeRun[]> {
  return sampleRuns(async () => {
    await paintAfter(page, applyCompany(''))
    await page.waitForSelector('table tbody tr')
    await takeMeasures(page, WORK)
    const times: number[] = []
    let typed = ''
    for (const char of TYPED) {
      typed += char
      times.push(await paintAfter(page, applyCompany(typed)))
    }
    return { times, work: await takeMeasures(page, WORK) }
  })
}

export const filterFigures = (runs: readonly KeystrokeRun[], what = 'filter'): Figure[] =>
  keystrokeFigures(what, runs)
