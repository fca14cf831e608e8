import type { Result } from 'lighthouse'

interface ObservedPaints {
  observedFirstContentfulPaint?: number
  observedLargestContentfulPaint?: number
}

interface NetworkRequest {
  url?: string
  networkRequestTime?: number
}

/**
 * Lighthouse's simulated paints count, in their pessimistic estimate, the requests begun before the
 * paint it observed (for the largest paint, every one of them). When a paint comes out slow, or the
 * largest long after the first, this prints those requests: what the page asked for too early.
 */
export function printPaintRequests(url: string, lhr: Result): void {
  const { audits } = lhr
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const fcp = value('first-contentful-paint')
  const lcp = value('largest-contentful-paint')
  if (fcp <= 1500 && lcp - fcp <= 200) return
  const metrics = audits.metrics?.details
  const network = audits['network-requests']?.details
  if (!metrics || !('items' in metrics) || !network || !('items' in network)) return
  const paints = metrics.items[0] as ObservedPaints
  const largestAt = paints.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY
  const before = (network.items as NetworkRequest[]).filter(
    (request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < largestAt,
  )
  const path = (request: NetworkRequest) => request.url?.replace(/^https?:\/\/[^/]+/, '') ?? ''
  console.info(
    `  ${url}: observed paints ${Math.round(paints.observedFirstContentfulPaint ?? 0)} / ${Math.round(largestAt)} ms; ${before.length} requests before the largest: ${before
      .map((request) => `${Math.round(request.networkRequestTime ?? 0)} ${path(request)}`)
      .join(', ')}`,
  )
}
