import type { Browser, BrowserContext, Page, Request } from '@playwright/test'
import { lastSuccess, until } from './replica-probe'

/**
 * One first mirror of the address book, from the login click on a fresh browser profile (empty
 * replica, no service worker installed yet) to the commit of its `lastSuccess`, with where the time went.
 */
export interface FirstMirror {
  context: BrowserContext
  page: Page
  /** From the login click to the mirror's `lastSuccess` stored, ms. */
  firstMirrorMs: number
  /** From the worker's request for the first address page to the same moment, ms. */
  fromFirstRequestMs: number
  /** Milestones after the click, ms: what the figures above are made of (printed, not judged). */
  timeline: Record<string, number>
}

/** The first address page the mirror asks for: by ascending id from offset 0. */
const isFirstAddressPage = (url: string) =>
  /\/api\/v2\/addresses\?/.test(url) &&
  /[?&]offset=0(&|$)/.test(url) &&
  /sorting%5Bfield%5D=id|sorting\[field\]=id/.test(url)

const isAddressPage = (url: string) => /\/api\/v2\/addresses\?/.test(url) && /[?&]count=\d{3,}/.test(url)

/** Logs `customer` in on a fresh context and waits until the first mirror of the address book committed. */
export async function firstMirror(
  browser: Browser,
  base: string,
  options: { serviceWorkers?: 'allow' | 'block'; timeoutMs?: number } = {},
): Promise<FirstMirror> {
  const context = await browser.newContext({
    locale: 'de-CH',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  })
  const page = await context.newPage()
  page.setDefaultTimeout(options.timeoutMs ?? 180_000)
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  const events: { at: number; what: string }[] = []
  const note = (what: string) => events.push({ at: Date.now(), what })
  const label = (request: Request): string | null => {
    const url = request.url()
    if (url.includes('/login_check')) return 'login'
    if (/\/api\/v2\/profile$/.test(url)) return 'profile'
    if (/sync\.worker[^/]*\.js/.test(url)) return 'worker script'
    if (isFirstAddressPage(url)) return 'first address page'
    if (isAddressPage(url)) return 'address page'
    return null
  }
  context.on('request', (request) => {
    const what = label(request)
    if (what) note(`${what} asked`)
  })
  context.on('requestfinished', (request) => {
    const what = label(request)
    if (what) note(`${what} in`)
  })
  context.on('requestfailed', (request) => {
    const what = label(request)
    if (what) note(`${what} failed (${request.failure()?.errorText})`)
  })
  const clickAt = Date.now()
  await page.click('form button[type=submit]')
  // lastSuccess is written in the transaction that commits the rows: cheap to poll, where counting
  // the rows would read the whole address book every few milliseconds.
  const milestones = () => {
    const timeline: Record<string, number> = {}
    for (const { at, what } of events) {
      // The first of each kind, except the address pages: the last one in is what the mirror waited for.
      if (what === 'address page in' || !(what in timeline)) timeline[what] = at - clickAt
    }
    return timeline
  }
  try {
    await until(async () => (await lastSuccess(page)) !== null, options.timeoutMs ?? 180_000, 5)
  } catch (error) {
    const pages = events.filter(({ what }) => what.includes('address page in')).length
    const failed = events.filter(({ what }) => what.includes('failed')).map(({ what }) => what)
    throw new Error(
      `no first mirror: ${pages} address pages in, ${failed.join(', ') || 'no request failed'}; ${timelineText(milestones())}`,
      { cause: error },
    )
  }
  const mirroredAt = Date.now()
  const timeline = milestones()
  timeline.committed = mirroredAt - clickAt
  const firstPageAsked = timeline['first address page asked']
  return {
    context,
    page,
    firstMirrorMs: mirroredAt - clickAt,
    fromFirstRequestMs: firstPageAsked === undefined ? Number.NaN : mirroredAt - clickAt - firstPageAsked,
    timeline,
  }
}

/** One line of milestones, for the log beside the figures. */
export const timelineText = (timeline: Record<string, number>): string =>
  Object.entries(timeline)
    .sort(([, a], [, b]) => a - b)
    .map(([what, at]) => `${what} ${at}`)
    .join(' · ')
