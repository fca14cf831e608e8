// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fixtureHarness, ORIGIN } from '#api/testing/harness'

describe('website host against the fixture API', () => {
  it('reads the team, with image URLs made absolute on the website host, and no session headers', async () => {
    const h = await fixtureHarness('customer')
    const team = await h.api.website.team('fr')
    expect(team).toHaveLength(10)
    expect(team[0]).toEqual({
      image: {
        src: `${ORIGIN}/fixture-assets/team/0.svg`,
        srcset: `${ORIGIN}/fixture-assets/team/0.svg 1x, ${ORIGIN}/fixture-assets/team/0@2x.svg 2x`,
      },
      firstname: 'Anna',
      lastname: 'Keller',
      position: expect.any(String),
      phone: expect.any(String),
      email: expect.stringContaining('@'),
    })
    expect(h.sent[0]?.url.pathname).toBe('/fr/api/team')
    expect(h.sent[0]?.headers.get('authorization')).toBeNull()
  })

  it('reads the service information (HTML descriptions, unsanitised here)', async () => {
    const h = await fixtureHarness(null)
    const entries = await h.api.website.serviceInformation('de')
    expect(entries).toHaveLength(3)
    expect(entries[0]?.description).toContain('<p>')
  })

  it('reads the first two news items from the RSS feed', async () => {
    const h = await fixtureHarness(null)
    const items = await h.api.website.blogFeed('de')
    expect(items).toHaveLength(2)
    expect(items[0]).toEqual({
      link: expect.stringMatching(new RegExp(`^${ORIGIN}/de/blog/`)),
      title: expect.any(String),
      imageUrl: `${ORIGIN}/fixture-assets/blog/0.svg`,
    })
    expect(h.sent[0]?.url.pathname).toBe('/share/de.xml')
    expect(h.sent[0]?.headers.get('accept')).toBe('application/xml')
  })
})
