// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { clearAddresses } from '#testing/address-rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { renderWithRouter } from '#testing/render'
import { AddressBookPage } from './address-book-page'

/** An address whose every text carries markup stays text in the address book. */

beforeEach(async () => {
  await clearAddresses(db)
  await db.meta.clear()
})

describe('address texts carrying markup render inert', () => {
  it('in the address book list', async () => {
    await db.addressRows.put(
      anAddressRow(
        'anna',
        anAddress({
          id: 1,
          name: hostile('Company'),
          contact: hostile('Contact'),
          street: hostile('Street'),
          location: hostile('Place'),
          zip: INJECTIONS[3],
          phone: INJECTIONS[2],
        }),
      ),
    )
    await db.meta.put({ account: 'anna', key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
    await renderWithRouter(<AddressBookPage account="anna" />, { path: '/address-book' })
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(1))
    expect(activeMarkup(document.body)).toEqual([])
    for (const label of ['Company', 'Contact', 'Street', 'Place']) {
      expect(document.body.textContent).toContain(hostile(label))
    }
    expect(pwned()).toBeUndefined()
  })
})
