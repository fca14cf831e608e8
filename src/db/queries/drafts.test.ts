// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PortalDatabase } from '#db/database'
import { accountId } from '#db/rows'
import { orderDraftSchema } from '#domain/ordering/order-form'
import { freshDatabase } from '#testing/fresh-database'
import { anOrderForm } from '#testing/order-form'
import {
  clearDraft,
  clearOrderDraft,
  getDraft,
  mergeDraft,
  PUBLIC_DRAFT_ACCOUNT,
  saveDraft,
  useDraft,
} from './drafts'

/** What a form might keep; the order form (a later issue) defines the real shape. */
const Draft = v.object({ sender: v.string(), colli: v.number() })
const SWITCHED = 'dispatcher>customer'

describe('the draft store', () => {
  it('gives each account its own order and offer draft, so a switched user never sees the switcher’s', async () => {
    const db = freshDatabase()
    await saveDraft('dispatcher', 'order', { sender: 'Dispo AG', colli: 1 }, db)
    await saveDraft(SWITCHED, 'order', { sender: 'Kunde AG', colli: 2 }, db)
    await saveDraft(SWITCHED, 'offer', { sender: 'Offerte AG', colli: 3 }, db)

    expect(await getDraft('dispatcher', 'order', Draft, db)).toEqual({ sender: 'Dispo AG', colli: 1 })
    expect(await getDraft(SWITCHED, 'order', Draft, db)).toEqual({ sender: 'Kunde AG', colli: 2 })
    expect(await getDraft(SWITCHED, 'offer', Draft, db)).toEqual({ sender: 'Offerte AG', colli: 3 })
    expect(await getDraft('dispatcher', 'offer', Draft, db)).toBeNull()
    expect(await getDraft('customer', 'order', Draft, db)).toBeNull()
  })

  it('replaces the draft on each save and keeps when it was saved', async () => {
    const db = freshDatabase()
    await saveDraft('customer', 'order', { sender: 'Erste AG', colli: 1 }, db)
    await saveDraft('customer', 'order', { sender: 'Zweite AG', colli: 2 }, db)

    expect(await getDraft('customer', 'order', Draft, db)).toEqual({ sender: 'Zweite AG', colli: 2 })
    const row = await db.drafts.get(['customer', 'order'])
    expect(Number.isNaN(Date.parse(row?.savedAt ?? ''))).toBe(false)
  })

  it('merges a save into the stored draft, keeping the keys it does not name (the calculator’s save)', async () => {
    const db = freshDatabase()
    const order = anOrderForm({ notes: 'Rampe 2', invoiceReference: 'KST-9' })
    await saveDraft('customer', 'order', order, db)
    await mergeDraft('customer', 'order', { time: '1430', colis: { count: '2', colis: [] } }, db)

    const merged = await getDraft('customer', 'order', orderDraftSchema, db)
    expect(merged).toMatchObject({ notes: 'Rampe 2', invoiceReference: 'KST-9', time: '1430' })
    expect(merged?.colis.count).toBe('2')
    expect(merged?.sender).toEqual(order.sender)
  })

  it('a draft written partly (or by an older version) opens with defaults for what it lacks', async () => {
    const db = freshDatabase()
    await mergeDraft('customer', 'order', { date: '2026-11-30', colis: 'kaputt' }, db)

    const draft = await getDraft('customer', 'order', orderDraftSchema, db)
    expect(draft).toMatchObject({ date: '2026-11-30', syncEmailLetter: true, invoiceType: 'monthly' })
    expect(draft?.colis).toEqual({
      count: '1',
      colis: [expect.objectContaining({ notes: '', palette: false })],
    })
    expect(draft?.invoiceAddress.isBillingAddress).toBe(true)
  })

  it('reads a draft the form no longer accepts as none, instead of opening the form on it', async () => {
    const db = freshDatabase()
    await saveDraft('customer', 'order', { sender: 'Alt AG', colli: 'zwei' }, db)
    expect(await getDraft('customer', 'order', Draft, db)).toBeNull()
  })

  it('survives a reload: a new connection to the replica finds it', async () => {
    const db = freshDatabase()
    await saveDraft('customer', 'order', { sender: 'Muster AG', colli: 4 }, db)
    db.close()

    const reopened = new PortalDatabase(db.name, { indexedDB, IDBKeyRange })
    expect(await getDraft('customer', 'order', Draft, reopened)).toEqual({ sender: 'Muster AG', colli: 4 })
    reopened.close()
  })

  it("clears one kind, or all of an account's drafts, and never another account's", async () => {
    const db = freshDatabase()
    for (const account of ['customer', SWITCHED]) {
      await saveDraft(account, 'order', { sender: account, colli: 1 }, db)
      await saveDraft(account, 'offer', { sender: account, colli: 1 }, db)
    }

    await clearOrderDraft('customer', db)
    expect(await getDraft('customer', 'order', Draft, db)).toBeNull()
    expect(await getDraft('customer', 'offer', Draft, db)).not.toBeNull()
    expect(await getDraft(SWITCHED, 'order', Draft, db)).not.toBeNull()

    await clearDraft(SWITCHED, undefined, db)
    expect(await db.drafts.where('account').equals(SWITCHED).count()).toBe(0)
    expect(await getDraft('customer', 'offer', Draft, db)).not.toBeNull()
  })

  it('is live: every form sharing the order draft follows a save and a clear', async () => {
    const db = freshDatabase()
    const { result } = renderHook(() => useDraft('customer', 'order', Draft, db))
    await waitFor(() => expect(result.current).toBeNull())

    await act(async () => {
      await saveDraft('customer', 'order', { sender: 'Live AG', colli: 5 }, db)
    })
    await waitFor(() => expect(result.current).toEqual({ sender: 'Live AG', colli: 5 }))

    await act(async () => {
      await clearOrderDraft('customer', db)
    })
    await waitFor(() => expect(result.current).toBeNull())
  })

  it('keeps the registration draft under the public key, apart from every account and out of reach of a logout', async () => {
    const db = freshDatabase()
    await saveDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', { sender: 'Neu AG', colli: 1 }, db)
    await saveDraft('customer', 'order', { sender: 'Kunde AG', colli: 2 }, db)

    expect(await getDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', Draft, db)).toEqual({
      sender: 'Neu AG',
      colli: 1,
    })
    expect(await getDraft('customer', 'registration', Draft, db)).toBeNull()
    expect(await getDraft(PUBLIC_DRAFT_ACCOUNT, 'order', Draft, db)).toBeNull()

    // A logout wipes its account (its drafts included); a 401 clears the order draft of its account.
    await db.wipeAccount('customer')
    await clearOrderDraft('customer', db)
    expect(await getDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', Draft, db)).toEqual({
      sender: 'Neu AG',
      colli: 1,
    })
    expect(await getDraft('customer', 'order', Draft, db)).toBeNull()

    await clearDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', db)
    expect(await getDraft(PUBLIC_DRAFT_ACCOUNT, 'registration', Draft, db)).toBeNull()
  })

  it('gives the public key to no account a session can have', () => {
    for (const username of ['customer', 'anna.muster@example.ch', 'a_b-c.d', '']) {
      expect(accountId(username, null)).not.toBe(PUBLIC_DRAFT_ACCOUNT)
      expect(accountId('dispatcher', username || null)).not.toBe(PUBLIC_DRAFT_ACCOUNT)
    }
    // Outside the username alphabet the server accepts (letters, digits and . _ - @).
    expect(/^[\w.@-]+$/.test(PUBLIC_DRAFT_ACCOUNT)).toBe(false)
  })
})
