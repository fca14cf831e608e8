// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { bodyRows, numbers } from '#testing/list-table'
import { click } from '#testing/user-events'
import { manyOrders } from './testing/fake-standing-orders-api'
import { renderPage, withFreshStandingOrders } from './testing/standing-orders-page-driver'

/**
 * STAND-025 (spec section 2): each change of perPage, filter, sorting or page fetches the list
 * again. The sync worker mirrors every standing order, so "again" is a new query of the replica
 * with the changed parameter: the rows shown must be that query's answer, not the previous list.
 */

withFreshStandingOrders()

const pagination = () => screen.getByRole('navigation', { name: 'Pages' })
const number = (n: number) => `DA-${String(n).padStart(2, '0')}`
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => number(from + index * step))

/** DA-01 … DA-45: sender order = number order, price falling from 100; every third leaves from Bern. */
function orders() {
  return manyOrders(45).map((row, index) =>
    index % 3 === 0
      ? {
          ...row,
          order: {
            ...row.order,
            from: row.order.from.map((stop) => ({ ...stop, zip: '3011', location: 'Bern' })),
          },
        }
      : row,
  )
}

describe('Standing orders: every change queries the list again (STAND-025)', () => {
  it.each<[string, () => Promise<void>, string[]]>([
    [
      'number per page',
      async () => {
        await act(async () => {
          fireEvent.change(within(pagination()).getByLabelText('Per page'), { target: { value: '50' } })
        })
      },
      range(1, 45),
    ],
    ['sorting', () => click(screen.getByRole('button', { name: /^Price/ })), range(45, 26, -1)],
    [
      'filter',
      async () => {
        await click(screen.getByRole('button', { name: 'Open filter' }))
        fireEvent.change(screen.getByLabelText('Sender location'), { target: { value: 'Bern' } })
        await click(screen.getByRole('button', { name: 'Apply' }))
      },
      range(1, 43, 3),
    ],
    ['page', () => click(within(pagination()).getByRole('button', { name: 'Next' })), range(21, 40)],
  ])('a change of the %s shows the answer to the new query', async (_name, change, expected) => {
    await db.standingOrders.bulkPut(orders())
    await renderPage()
    await waitFor(() => expect(numbers()).toEqual(range(1, 20)))
    await change()
    await waitFor(() => expect(numbers()).toEqual(expected))
    expect(bodyRows()).toHaveLength(expected.length)
  })
})
