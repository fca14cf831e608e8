import { payloadError } from '#api/errors'
import type { EmployeeData } from '#api/schemas/website'
import type { BlogItem } from '#domain/entities/blog-item'
import type { Employee } from '#domain/entities/employee'

const BLOG_ITEMS = 2

/**
 * The website host may answer root-relative image paths; on another host than the portal's they
 * must be made absolute, or the browser would ask the portal's origin for them.
 */
export function resolveUrl(url: string, base: string): string {
  if (!base || url === '') return url
  try {
    return new URL(url, `${base}/`).href
  } catch {
    return url
  }
}

/**
 * A web address, or null: a link or image of the website host that is javascript:, data: or any
 * other scheme would run or show something the portal never asked for, so it is dropped.
 */
export function webUrl(url: string, base: string): string | null {
  const resolved = resolveUrl(url, base)
  try {
    // Parsed as a browser would, leading blanks and control characters included.
    const { protocol } = new URL(resolved, 'https://portal.invalid/')
    return protocol === 'https:' || protocol === 'http:' ? resolved : null
  } catch {
    return null
  }
}

function resolveSrcset(srcset: string, base: string): string {
  return srcset
    .split(',')
    .flatMap((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/)
      const safe = url === '' ? null : webUrl(url, base)
      return safe === null ? [] : [[safe, ...descriptors].join(' ')]
    })
    .join(', ')
}

export function toEmployee(data: EmployeeData, base: string): Employee {
  return {
    image: { src: webUrl(data.image.src, base) ?? '', srcset: resolveSrcset(data.image.srcset, base) },
    firstname: data.firstname,
    lastname: data.lastname,
    position: data.position,
    phone: data.phone,
    email: data.email,
  }
}

function childText(item: Element, tag: string): string {
  return item.getElementsByTagName(tag)[0]?.textContent?.trim() ?? ''
}

/** The RSS 2.0 news feed: the first two items' link, title and enclosure image (spec section 7). */
export function parseBlogFeed(xml: string, base: string): BlogItem[] {
  // A worker has no DOMParser; the feed is read by the UI only.
  if (typeof DOMParser === 'undefined') throw payloadError('The news feed cannot be read here (no DOMParser)')
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const root = document.documentElement
  if (!root || document.getElementsByTagName('parsererror').length > 0 || root.nodeName !== 'rss') {
    throw payloadError('The news feed is not an RSS document')
  }
  return Array.from(root.getElementsByTagName('item'))
    .flatMap((item) => {
      const link = childText(item, 'link')
      const title = childText(item, 'title')
      if (!link || !title) throw payloadError('A news feed item has no link or title')
      const href = webUrl(link, base)
      // A post whose link is no web address (javascript:, say) is left out, not the whole feed.
      if (href === null) return []
      const image = item.getElementsByTagName('enclosure')[0]?.getAttribute('url')
      return [{ link: href, title, imageUrl: image ? webUrl(image, base) : null }]
    })
    .slice(0, BLOG_ITEMS)
}
