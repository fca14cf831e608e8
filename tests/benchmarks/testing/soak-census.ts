import { type Figure, figure } from './figures'
import { type Census, takeCensus } from './heap-census'
import type { Desk } from './soak-desk'

/** Listeners a route may add once and keep (React Aria's global handlers, for one). */
const LISTENER_SLACK = 10
/** comlink proxies, MessagePorts and live queries: none may stay behind; 2 covers one in flight. */
const HANDLE_SLACK = 2
/** The same dashboard before and after; a toast or a status line may differ by a few nodes. */
const DOM_NODE_SLACK = 50
const HEAP_GROWTH_PERCENT = 10

/** One tab's census: its page and its sync worker. */
export interface TabCensus {
  /**
   * Memory.getDOMCounters beside the census. Its jsEventListeners lags behind a GC (Blink sweeps
   * lazily), so the listener figure counts them in the heap snapshot instead; it is printed only.
   */
  page: Census & { documents: number; nodes: number; jsEventListeners: number }
  worker: Census
}

/** Every tab of the desk, on the dashboard with the last refresh and its renders done. */
export async function deskCensus(desk: Desk): Promise<TabCensus[]> {
  const census: TabCensus[] = []
  for (const tab of desk.tabs) {
    const page = await takeCensus(tab.cdp)
    const dom = await tab.cdp.send<{ documents: number; nodes: number; jsEventListeners: number }>(
      'Memory.getDOMCounters',
    )
    census.push({ page: { ...page, ...dom }, worker: await takeCensus(tab.worker) })
  }
  return census
}

const percent = (before: number, after: number) => Number((((after - before) / before) * 100).toFixed(1))
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2))
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The heap figures of the page and the worker (the worst tab against the target, every tab's sum
 * beside it) and the leak counts' growth, the worst tab's, each against its slack.
 */
export function censusFigures(before: TabCensus[], after: TabCensus[]): Figure[] {
  const pairs = before.map((was, index) => {
    const is = after[index]
    if (!is) throw new Error(`no census after for tab ${index + 1}`)
    return [was, is] as const
  })
  /**
   * The target is on what a leak would grow: the heap after GC less compiled code (the JIT warming
   * to the day's paths; a warm-up hour gives each of five tabs only 50 navigations) and less
   * DevTools' records of the requests (heap-census.ts); the whole heap's growth is printed beside.
   */
  const heap = (who: 'page' | 'worker', label: string) => {
    const held = (census: TabCensus) =>
      census[who].heapUsed - census[who].compiledCode - census[who].devtoolsNetworkRecords
    const worst = (grown: (was: TabCensus, is: TabCensus) => number) =>
      Math.max(...pairs.map(([was, is]) => Number(((grown(was, is) / was[who].heapUsed) * 100).toFixed(1))))
    const total = (pick: (census: TabCensus) => number, of: TabCensus[]) => mb(sum(of.map(pick)))
    return [
      figure(
        `${label} JS heap growth after GC, less JIT code and DevTools records, worst of ${pairs.length} tabs`,
        worst((was, is) => held(is) - held(was)),
        '%',
        { atMost: HEAP_GROWTH_PERCENT },
      ),
      figure(
        `${label} JS heap growth after GC, whole heap, worst tab`,
        worst((was, is) => is[who].heapUsed - was[who].heapUsed),
        '%',
      ),
      figure(
        `${label} JS heap growth after GC, whole heap, all tabs`,
        percent(sum(before.map((c) => c[who].heapUsed)), sum(after.map((c) => c[who].heapUsed))),
        '%',
      ),
      figure(
        `${label} JS heap after GC, before (all tabs)`,
        total((c) => c[who].heapUsed, before),
        'MB',
      ),
      figure(
        `${label} JS heap after GC, after (all tabs)`,
        total((c) => c[who].heapUsed, after),
        'MB',
      ),
      figure(
        `  of the growth, compiled code (JIT, all tabs)`,
        mb(sum(pairs.map(([was, is]) => is[who].compiledCode - was[who].compiledCode))),
        'MB',
      ),
      figure(
        `  of the growth, DevTools' network records (all tabs)`,
        mb(sum(pairs.map(([was, is]) => is[who].devtoolsNetworkRecords - was[who].devtoolsNetworkRecords))),
        'MB',
      ),
    ]
  }
  const growth = (name: string, pick: (census: TabCensus) => number, slack: number) =>
    figure(
      `${name}, after − before, worst tab`,
      Math.max(...pairs.map(([was, is]) => pick(is) - pick(was))),
      '',
      {
        atMost: slack,
        text: `≤ +${slack}`,
      },
    )
  return [
    ...heap('page', 'page'),
    ...heap('worker', 'sync worker'),
    growth('page event listeners', (c) => c.page.eventListeners, LISTENER_SLACK),
    growth('page DOM nodes', (c) => c.page.nodes, DOM_NODE_SLACK),
    growth('page documents', (c) => c.page.documents, 0),
    growth('page comlink proxies', (c) => c.page.comlinkProxies, HANDLE_SLACK),
    growth('page MessagePorts', (c) => c.page.messagePorts, HANDLE_SLACK),
    growth('page Dexie live queries', (c) => c.page.dexieSubscribers, HANDLE_SLACK),
    growth('worker event listeners', (c) => c.worker.eventListeners, HANDLE_SLACK),
    growth('worker comlink proxies', (c) => c.worker.comlinkProxies, HANDLE_SLACK),
    growth('worker MessagePorts', (c) => c.worker.messagePorts, HANDLE_SLACK),
    growth('worker Dexie live queries', (c) => c.worker.dexieSubscribers, HANDLE_SLACK),
  ]
}
