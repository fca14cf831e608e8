// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { orderStop } from '#domain/standing-orders/testing-orders'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { StandingOrdersPage } from './standing-orders-page'
import { fakeStandingOrdersApi, orderRow, renderStandingOrders } from './testing/fake-standing-orders-api'
import { loadDialogCode, openDetails, withFreshStandingOrders } from './testing/standing-orders-page-driver'

/** A standing order whose name, reference and stops carry markup stays text in the list and popup. */

beforeAll(loadDialogCode)
withFreshStandingOrders()

const stopOf = (type: 'from' | 'to') =>
  orderStop({
    type,
    name: hostile(`Name ${type}`),
    contact: hostile(`Contact ${type}`),
    address: hostile(`Street ${type}`),
    location: hostile(`Place ${type}`),
    zip: INJECTIONS[3],
    phone: INJECTIONS[2],
  })

function expectInert(root: ParentNode, ...labels: string[]) {
  expect(activeMarkup(root)).toEqual([])
  for (const label of labels) expect(root.textContent).toContain(hostile(label))
  expect(pwned()).toBeUndefined()
}

describe('standing-order texts carrying markup render inert', () => {
  it('in the list and the detail popup', async () => {
    await db.standingOrders.put(
      orderRow({
        key: 7,
        number: 'DA-00007',
        customerName: hostile('Tour name'),
        reference: hostile('Reference'),
        from: [stopOf('from')],
        to: [stopOf('to')],
      }),
    )
    await renderStandingOrders(<StandingOrdersPage />, fakeStandingOrdersApi())
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(1))
    expectInert(document.body, 'Tour name', 'Name from', 'Name to')

    const { dialog } = await openDetails('DA-00007')
    await within(dialog).findAllByText(hostile('Name from'))
    expectInert(dialog, 'Reference', 'Name from', 'Contact from', 'Street from', 'Place from')
    // The name is edited in a field: its value is the text, never markup.
    expect((within(dialog).getByLabelText('Name of the standing order') as HTMLInputElement).value).toBe(
      hostile('Tour name'),
    )
  })
})
