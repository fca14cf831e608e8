import { Hono } from 'hono'
import { EMPLOYEES, NEWS, SERVICE_INFORMATION } from '#fixture-api/data/catalog-content'
import type { AppEnv } from '#fixture-api/http/env'
import { HttpError } from '#fixture-api/http/errors'
import { LOCALES, type Locale } from '#fixture-api/model'

/** Avatar colours of the brand palette, dark enough for white initials at AA contrast. */
const AVATAR_COLOURS = ['#1f5f3f', '#2d4a6b', '#6b3d2d', '#4a3d6b', '#3d5c5c']

function locale(raw: string): Locale {
  if ((LOCALES as readonly string[]).includes(raw)) return raw as Locale
  throw new HttpError(404, `Unknown language "${raw}"`)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function avatarSvg(index: number, size: number): string {
  const employee = EMPLOYEES[index]
  if (!employee) throw new HttpError(404, `No team image ${index}`)
  const initials = `${employee.firstname[0] ?? ''}${employee.lastname[0] ?? ''}`
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(`${employee.firstname} ${employee.lastname}`)}"><rect width="100" height="100" fill="${colour}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" fill="#ffffff">${escapeXml(initials)}</text></svg>`
}

/** The public website host's calls (spec section 7), served on the same origin by default. */
export function websiteRoutes() {
  const routes = new Hono<AppEnv>()

  routes.get('/:locale{de|fr|it|en}/api/team', (c) => {
    const lang = locale(c.req.param('locale'))
    return c.json(
      EMPLOYEES.map((employee, index) => ({
        image: {
          src: `/fixture-assets/team/${index}.svg`,
          srcset: `/fixture-assets/team/${index}.svg 1x, /fixture-assets/team/${index}@2x.svg 2x`,
        },
        firstname: employee.firstname,
        lastname: employee.lastname,
        position: employee.position[lang],
        phone: employee.phone,
        email: employee.email,
      })),
    )
  })

  routes.get('/:locale{de|fr|it|en}/api/service-information', (c) => {
    const lang = locale(c.req.param('locale'))
    return c.json(
      SERVICE_INFORMATION.map((entry) => ({
        title: entry.title[lang],
        description: entry.description[lang],
      })),
    )
  })

  routes.get('/share/:file{(de|fr|it|en)\\.xml}', (c) => {
    const lang = locale(c.req.param('file').slice(0, 2))
    const origin = new URL(c.req.url).origin
    const items = NEWS.map(
      (post, index) => `    <item>
      <title>${escapeXml(post.title[lang])}</title>
      <link>${origin}/${lang}/blog/${post.slug}</link>
      <guid isPermaLink="false">${post.slug}</guid>
      <pubDate>${new Date(`${post.published}T08:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(post.summary[lang])}</description>
      <enclosure url="${origin}/fixture-assets/blog/${index}.svg" type="image/svg+xml" length="0"/>
    </item>`,
    ).join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Velocity Kurier</title>
    <link>${origin}/${lang}/blog</link>
    <description>Velocity Kurier news</description>
    <language>${lang}-CH</language>
${items}
  </channel>
</rss>
`
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' })
  })

  routes.get('/fixture-assets/team/:file{\\d+(@2x)?\\.svg}', (c) => {
    const file = c.req.param('file')
    const svg = avatarSvg(Number.parseInt(file, 10), file.includes('@2x') ? 240 : 120)
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
  })

  routes.get('/fixture-assets/blog/:file{\\d+\\.svg}', (c) => {
    const index = Number.parseInt(c.req.param('file'), 10)
    const post = NEWS[index]
    if (!post) throw new HttpError(404, `No blog image ${index}`)
    const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><circle cx="520" cy="90" r="60" fill="#ffffff" opacity="0.15"/></svg>`
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
  })

  return routes
}
