import type { BrowserContext, ConsoleMessage, Page, Worker } from '@playwright/test'

/**
 * Every Content-Security-Policy violation a tab reports: the securitypolicyviolation events of the
 * document on show (a full load starts a new list: read them before leaving a page) and the console
 * of the page, its dedicated workers and the service worker, where Chromium writes "Refused to …".
 */
export interface CspWatch {
  /** Violations seen so far, console lines and events alike. */
  violations(): Promise<string[]>
}

const REFUSED = /Content Security Policy|Refused to (load|execute|connect|apply|create|frame|evaluate)/i

export async function watchCsp(page: Page): Promise<CspWatch> {
  const lines: string[] = []
  const listen = (source: string) => (message: ConsoleMessage) => {
    if (REFUSED.test(message.text())) lines.push(`${source}: ${message.text()}`)
  }
  const listenWorker = (source: string) => (worker: Worker) =>
    worker.on('console', listen(`${source} ${worker.url()}`))
  const context: BrowserContext = page.context()
  page.on('console', listen('page'))
  page.on('worker', listenWorker('worker'))
  for (const serviceWorker of context.serviceWorkers()) listenWorker('service worker')(serviceWorker)
  context.on('serviceworker', listenWorker('service worker'))
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return {
    async violations() {
      const current = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [])
      return [...lines, ...current.map((line) => `event: ${line}`)]
    },
  }
}
