// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { stubHarness } from '#api/testing/harness'
import { parseBlogFeed, resolveUrl } from './website'

const feed = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>News</title>${items}</channel></rss>`

const item = (n: number, extra = `<enclosure url="/img/${n}.jpg" type="image/jpeg" length="0"/>`) =>
  `<item><title>Post ${n} &amp; more</title><link>https://www.example.ch/de/blog/${n}</link>${extra}</item>`

function payloadErrorOf(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('payload')
    return error as ApiError
  }
  throw new Error('expected a payload error')
}

describe('parseBlogFeed', () => {
  it('reads the first two items: link, title, enclosure url', () => {
    expect(parseBlogFeed(feed(item(1) + item(2) + item(3)), '')).toEqual([
      { link: 'https://www.example.ch/de/blog/1', title: 'Post 1 & more', imageUrl: '/img/1.jpg' },
      { link: 'https://www.example.ch/de/blog/2', title: 'Post 2 & more', imageUrl: '/img/2.jpg' },
    ])
  })

  it('resolves relative image paths against a website host of its own', () => {
    const [first] = parseBlogFeed(feed(item(1)), 'https://www.example.ch')
    expect(first?.imageUrl).toBe('https://www.example.ch/img/1.jpg')
  })

  it('an item without an image has imageUrl null; an empty feed is an empty list', () => {
    expect(parseBlogFeed(feed(item(1, '')), '')[0]?.imageUrl).toBeNull()
    expect(parseBlogFeed(feed(''), '')).toEqual([])
  })

  it.each([
    ['garbage', 'this is not xml <<<'],
    ['an HTML error page', '<!doctype html><html><body>502 Bad Gateway</body></html>'],
    ['truncated XML', '<rss version="2.0"><channel><item><title>x</title>'],
    ['an empty body', ''],
    ['another XML document', '<?xml version="1.0"?><feed><entry/></feed>'],
  ])('%s is a payload error, never a crash', (_case, xml) => {
    payloadErrorOf(() => parseBlogFeed(xml, ''))
  })

  it('an item without link or title is a payload error', () => {
    payloadErrorOf(() => parseBlogFeed(feed('<item><title>Only a title</title></item>'), ''))
  })

  it('getBlogFeed turns a garbage answer into a payload ApiError', async () => {
    const h = stubHarness('<<<not xml', 200, { 'content-type': 'application/xml' })
    await expect(h.api.website.blogFeed('fr')).rejects.toMatchObject({ kind: 'payload' })
  })
})

describe('resolveUrl', () => {
  it('leaves URLs alone on the same origin, keeps absolute ones', () => {
    expect(resolveUrl('/a.svg', '')).toBe('/a.svg')
    expect(resolveUrl('https://cdn.example.ch/a.svg', 'https://www.example.ch')).toBe(
      'https://cdn.example.ch/a.svg',
    )
    expect(resolveUrl('/a.svg', 'https://www.example.ch')).toBe('https://www.example.ch/a.svg')
  })
})
