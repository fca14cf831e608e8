import type { BrowserContext, Page, Worker } from '@playwright/test'

export interface ShownNotification {
  title: string
  body: string
  tag: string
  /** Which global called showNotification: a page, or the service worker itself. */
  from: 'page' | 'service worker'
}

/** Set on the service worker's global by `patchServiceWorker`. */
interface PatchedWorkerGlobal {
  __shownNotifications?: Omit<ShownNotification, 'from'>[]
}

/**
 * Every call of `ServiceWorkerRegistration.prototype.showNotification` in a browser context, from
 * its pages (an init script reports each call through a binding) and from its service worker
 * (patched when it starts), plus what the browser still shows (`registration.getNotifications()`).
 * A duplicate with the same tag replaces the first on screen, so only the counted calls can tell
 * "one per event" from "one per tab".
 */
export class SystemNotifications {
  private readonly fromPages: ShownNotification[] = []

  private constructor(private readonly context: BrowserContext) {}

  static async watch(context: BrowserContext): Promise<SystemNotifications> {
    const watcher = new SystemNotifications(context)
    await context.exposeBinding(
      '__recordSystemNotification',
      (_source, entry: Omit<ShownNotification, 'from'>) => {
        watcher.fromPages.push({ ...entry, from: 'page' })
      },
    )
    await context.addInitScript(() => {
      const original = ServiceWorkerRegistration.prototype.showNotification
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        const record = (window as unknown as { __recordSystemNotification?: (entry: unknown) => void })
          .__recordSystemNotification
        record?.({ title, body: options?.body ?? '', tag: options?.tag ?? '' })
        return original.call(this, title, options)
      }
    })
    context.on('serviceworker', (worker) => void patchServiceWorker(worker))
    for (const worker of context.serviceWorkers()) await patchServiceWorker(worker)
    return watcher
  }

  /** Every call so far, pages' and service worker's. */
  async calls(): Promise<ShownNotification[]> {
    const fromWorkers: ShownNotification[] = []
    for (const worker of this.context.serviceWorkers()) {
      const shown = await worker
        .evaluate(() => (self as unknown as PatchedWorkerGlobal).__shownNotifications ?? [])
        .catch(() => [])
      fromWorkers.push(...shown.map((entry) => ({ ...entry, from: 'service worker' as const })))
    }
    return [...this.fromPages, ...fromWorkers]
  }

  /** The titles and bodies the browser shows now, as the page's registration lists them. */
  async displayed(page: Page): Promise<{ title: string; body: string; tag: string }[]> {
    return page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      const shown = await registration.getNotifications()
      return shown.map((item) => ({ title: item.title, body: item.body, tag: item.tag }))
    })
  }
}

async function patchServiceWorker(worker: Worker): Promise<void> {
  await worker
    .evaluate(() => {
      const global = self as unknown as PatchedWorkerGlobal & { registration: ServiceWorkerRegistration }
      if (global.__shownNotifications) return
      const shown: NonNullable<PatchedWorkerGlobal['__shownNotifications']> = []
      global.__shownNotifications = shown
      const original = ServiceWorkerRegistration.prototype.showNotification
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' })
        return original.call(this, title, options)
      }
    })
    .catch(() => undefined)
}
