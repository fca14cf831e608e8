import type { BrowserContext, Page } from '@playwright/test'
import type { ChangeInput, ChangeKind } from '#worker/contract'

/**
 * Queues changes through the tab's own sync worker, the path every form takes
 * (useQueueChange → sync client → worker `queue(kind, input)`), without driving a form per change:
 * 200 forms would take minutes. An init script keeps a reference to the sync worker the app
 * creates; a call is comlink's wire message (`APPLY` with `RAW` arguments) on that worker, so the
 * app's code runs unchanged and its own comlink proxy ignores the answers (ids it did not send).
 */

declare global {
  interface Window {
    __chaosSyncWorkers?: Worker[]
  }
}

/** Before any page script, in every tab of `target`: every sync worker the app starts is remembered. */
export async function captureSyncWorker(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const Native = window.Worker
    const captured: Worker[] = []
    window.__chaosSyncWorkers = captured
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        if (String(url).includes('sync.worker')) captured.push(this)
      }
    }
  })
}

/** Where in a step's input a temporary id goes: keys and array indexes from the input down. */
export type InputPath = readonly (string | number)[]

/**
 * One step of a plan queued in order. `createdBy` names an earlier step that created a row (an
 * address, an order): that entry's temporary id (−seq) is written at each path of `at` (default
 * `[['id']]`) of this step's input, as the app does for an address edited, an order's saved
 * address, or an edit or POD of an order made offline and not yet sent.
 */
export type PlannedChange = {
  [K in ChangeKind]: { kind: K; input: ChangeInput[K]; createdBy?: number; at?: readonly InputPath[] }
}[ChangeKind]

/**
 * Queues the plan in order in this tab; answers each step's outbox seq. `earlier` are the seqs of
 * the steps before this part of a plan (so `createdBy` may point into them).
 */
export async function queueThroughWorker(
  page: Page,
  plan: readonly PlannedChange[],
  earlier: readonly number[] = [],
): Promise<number[]> {
  return page.evaluate(
    async ([steps, known]) => {
      const worker = window.__chaosSyncWorkers?.at(-1)
      if (!worker)
        throw new Error('No sync worker was captured: call captureSyncWorker before the page loads')
      const call = (path: string[], args: unknown[]) =>
        new Promise<unknown>((resolve, reject) => {
          const id = `chaos-${crypto.randomUUID()}`
          const onMessage = (event: MessageEvent) => {
            const data = event.data as { id?: string; type?: string; name?: string; value?: unknown }
            if (data?.id !== id) return
            worker.removeEventListener('message', onMessage)
            if (data.type === 'HANDLER' && data.name === 'throw') {
              const thrown = data.value as { value?: { message?: string } }
              reject(new Error(thrown.value?.message ?? 'the sync worker threw'))
            } else resolve(data.value)
          }
          worker.addEventListener('message', onMessage)
          worker.postMessage({
            id,
            type: 'APPLY',
            path,
            argumentList: args.map((value) => ({ type: 'RAW', value })),
          })
        })
      const seqs: number[] = [...known]
      const withTemporaryId = (input: unknown, at: readonly (readonly (string | number)[])[], id: number) => {
        const copy = structuredClone(input) as Record<string | number, unknown>
        for (const path of at) {
          let node = copy
          for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
          node[path.at(-1) ?? 'id'] = id
        }
        return copy
      }
      for (const step of steps) {
        const input =
          step.createdBy === undefined
            ? step.input
            : withTemporaryId(step.input, step.at ?? [['id']], -(seqs[step.createdBy] ?? Number.NaN))
        // The worker starts once the first screen has rendered: until then a queue call is refused.
        for (let tries = 0; ; tries++) {
          try {
            const { seq } = (await call(['queue'], [step.kind, input])) as { seq: number }
            seqs.push(seq)
            break
          } catch (error) {
            if (tries > 100 || !String(error).includes('has not started')) throw error
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
      }
      return seqs
    },
    [plan as PlannedChange[], [...earlier]] as const,
  )
}
