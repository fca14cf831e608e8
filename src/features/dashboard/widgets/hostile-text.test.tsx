// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseBlogFeed, toEmployee } from '#api/normalise/website'
import { db } from '#db/instance'
import { listItem } from '#domain/shipments/testing-items'
import {
  ACCOUNT,
  widgetBox as box,
  clearWidgetReplica,
  fakeDashboardApi,
  renderDashboard,
  replicateArchivePage,
} from '#features/dashboard/testing/fake-dashboard-api'
import { anAddress, anAddressRow } from '#testing/factories'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { AddressesWidget } from './addresses-widget'
import { ArchiveWidget } from './archive-widget'
import { BlogWidget } from './blog-widget'
import { EmployeeWidget } from './employee-widget'
import { RecurringShipmentsWidget } from './recurring-shipments-widget'
import { ServiceInformationWidget } from './service-information-widget'

/**
 * The dashboard's boxes with markup in every text they show: replica rows (addresses, archive,
 * standing orders) and the website's answers (team, news feed, service information HTML), the
 * latter through the same normalisers the app reads them with.
 */

const WEBSITE = 'https://www.velocity.test'

beforeEach(clearWidgetReplica)

function expectInert(root: ParentNode, ...labels: string[]) {
  expect(activeMarkup(root)).toEqual([])
  for (const label of labels) expect(root.textContent).toContain(hostile(label))
  expect(pwned()).toBeUndefined()
}

const hostileFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <item><title>${hostile('Post').replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title>
    <link>javascript:window.__pwned="feed"</link>
    <enclosure url="javascript:window.__pwned='enclosure'" type="image/svg+xml"/></item>
  <item><title>Harmless</title><link>/de/blog/harmless</link></item>
</channel></rss>`

describe('dashboard boxes render markup in their texts inert', () => {
  it('addresses, archive and standing orders from the replica', async () => {
    await db.addressRows.put(
      anAddressRow(
        ACCOUNT,
        anAddress({ id: 1, name: hostile('Company'), location: hostile('Place'), zip: INJECTIONS[3] }),
      ),
    )
    await replicateArchivePage([
      listItem({
        key: 4,
        externalNumber: hostile('VK-4'),
        delivered: '2026-11-24T10:00:00Z',
        visierName: hostile('Signer'),
      }),
    ])
    await db.standingOrders.put({
      account: ACCOUNT,
      key: 1,
      pendingSeq: null,
      order: {
        key: 1,
        from: [{ name: hostile('Sender') }],
        to: [{ name: hostile('Receiver') }],
        days: ['monday'],
      } as never,
    })
    const api = fakeDashboardApi()
    await renderDashboard(
      <>
        <AddressesWidget />
        <ArchiveWidget />
        <RecurringShipmentsWidget />
      </>,
      api,
    )
    await screen.findByText(hostile('Company'))
    await screen.findByText(hostile('VK-4'))
    await screen.findByText(hostile('Sender'))
    expectInert(document.body, 'Company', 'Place', 'VK-4', 'Signer', 'Sender', 'Receiver')
  })

  it('the contact person and the news feed, read by the normalisers', async () => {
    const employee = toEmployee(
      {
        image: { src: INJECTIONS[2], srcset: `${INJECTIONS[2]} 2x` },
        firstname: hostile('First'),
        lastname: hostile('Last'),
        position: hostile('Position'),
        phone: INJECTIONS[1],
        email: INJECTIONS[3],
      },
      WEBSITE,
    )
    const api = fakeDashboardApi({
      team: vi.fn(async () => [employee]),
      blog: vi.fn(async () => parseBlogFeed(hostileFeed, WEBSITE)),
    })
    await renderDashboard(
      <>
        <EmployeeWidget />
        <BlogWidget />
      </>,
      api,
    )
    await screen.findByText(hostile('Position'))
    await screen.findByText('Harmless')
    expectInert(document.body, 'First', 'Position')
    const links = within(box('News'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links.every((href) => href?.startsWith(`${WEBSITE}/`))).toBe(true)
  })

  it('service information HTML carrying scripts, handlers and javascript: links', async () => {
    const description = [
      '<p>Closed on <b>25 December</b></p>',
      ...INJECTIONS,
      '<a href="javascript:window.__pwned=\'a\'">link</a>',
      '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
      '<form action="javascript:window.__pwned=\'form\'"><button>go</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
    ].join('')
    const api = fakeDashboardApi({
      serviceInformation: vi.fn(async () => [{ title: hostile('Notice'), description }]),
    })
    await renderDashboard(<ServiceInformationWidget />, api)
    const notices = await waitFor(() => box('Service information'))
    // happy-dom's parser makes DOMPurify's answer fail the inertness check, so the text is shown:
    // either way the words stay and nothing runs (the browser test sees the sanitised HTML).
    await within(notices).findByText(/25 December/)
    expectInert(notices, 'Notice')
  })
})
