import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'
import { PROFILE_UPDATE_FIELDS } from '#api/testing/wire-samples'
import { accountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import { profileFormSchema, profileFormValues } from '#domain/profile/profile-form'
import { aProfile } from '#testing/factories'
import { saveProfile, shownProfile } from './use-profile-editing'

/** `restricted` (a company) logged in on the fixture, with the save wired as the hook wires it. */
async function restricted() {
  const h = await fixtureHarness('restricted')
  const refreshReplica = vi.fn()
  const deps = {
    update: vi.fn((update: Parameters<typeof h.api.profile.update>[0]) => h.api.profile.update(update)),
    reloadProfile: vi.fn(() => h.api.profile.get()),
    refreshReplica,
  }
  const profile = await h.api.profile.get()
  h.sent.length = 0
  return { ...h, deps, profile }
}

/** What the form hands the save: the profile's values as the form's schema outputs them. */
const formOutput = (profile: Profile, edits: Record<string, unknown> = {}) =>
  v.parse(profileFormSchema, { ...profileFormValues(profile), ...edits })

describe('saving the profile', () => {
  it('sends exactly the update fields of spec section 3, then reloads the profile and the replica', async () => {
    const h = await restricted()
    const values = {
      ...profileFormValues(h.profile),
      phone: '+41 91 000 99 99',
      invoiceLanguage: 'fr' as const,
    }

    expect(await saveProfile(h.deps, values)).toEqual({ kind: 'saved' })

    const [post, reload] = h.to('/profile')
    expect(post?.method).toBe('POST')
    const body = JSON.parse(post?.body ?? '{}') as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual([...PROFILE_UPDATE_FIELDS].sort())
    expect(body).toEqual({
      id: h.profile.id,
      username: 'restricted',
      email: 'marco.bernasconi@example.ch',
      anrede: 'company',
      firma: 'Farmacia Bernasconi SA',
      kontakt: 'Marco Bernasconi',
      vorname: null,
      nachname: null,
      addresse: 'Via Nassa 5',
      postleitzahl: '6900',
      ort: 'Lugano',
      newsletter: false,
      phone: '+41 91 000 99 99',
      invoice_language: 'fr',
    })
    // Spec section 7: then the profile is reloaded, and the replica asked for its copy.
    expect(reload?.method).toBe('GET')
    expect(h.deps.refreshReplica).toHaveBeenCalledTimes(1)
    expect(await h.api.profile.get()).toMatchObject({ phone: '+41 91 000 99 99', invoiceLanguage: 'fr' })
  })

  it('never sends the invoice settings, which change on request only', async () => {
    const h = await restricted()
    await saveProfile(h.deps, formOutput(h.profile, { newsletter: true }))
    const body = JSON.parse(h.to('/profile')[0]?.body ?? '{}') as Record<string, unknown>
    for (const field of ['invoice_type', 'invoice_dispatch_type', 'invoice_email', 'default_absender'])
      expect(body).not.toHaveProperty(field)
    expect(await h.api.profile.get()).toMatchObject({ newsletter: true, invoiceType: 'single' })
  })

  it('a refusal names the field, and nothing is reloaded', async () => {
    const h = await restricted()
    const outcome = await saveProfile(h.deps, formOutput(h.profile, { email: 'lea.brunner@example.ch' }))
    expect(outcome).toEqual({ kind: 'refused', field: 'email' })
    expect(h.deps.reloadProfile).not.toHaveBeenCalled()
    expect(h.deps.refreshReplica).not.toHaveBeenCalled()
  })

  it('offline: says so, queues nothing and reloads nothing', async () => {
    const h = await restricted()
    await h.faults({ refuseConnections: true })
    const outcome = await saveProfile(h.deps, formOutput(h.profile, { phone: '+41 91 111 11 11' }))
    expect(outcome).toEqual({ kind: 'offline' })
    expect(h.deps.reloadProfile).not.toHaveBeenCalled()
    await h.faults({ refuseConnections: false })
    expect((await h.api.profile.get()).phone).toBe('+41 91 000 33 40')
  })

  it('a server error is a failure; a reload that fails after a good save still counts as saved', async () => {
    const h = await restricted()
    await h.faults({ errorRate: 1 })
    expect(await saveProfile(h.deps, formOutput(h.profile))).toEqual({ kind: 'failed' })
    await h.faults({ errorRate: 0 })
    const reloadProfile = vi.fn(() => Promise.reject(new Error('offline now')))
    expect(await saveProfile({ ...h.deps, reloadProfile }, formOutput(h.profile))).toEqual({
      kind: 'saved',
    })
    expect(reloadProfile).toHaveBeenCalledTimes(1)
  })
})

describe('the profile the page shows', () => {
  const account = accountId('customer', null)
  const replica = aProfile({ phone: 'replica' })
  const session = aProfile({ phone: 'session' })
  const row = { account, profile: replica, syncedAt: '2026-11-18T08:00:00Z' }

  it("the replica's, offline and online, once it was mirrored on this device", () => {
    expect(shownProfile(row, { status: 'ready', profile: session, fromCache: false })).toBe(replica)
    expect(shownProfile(row, { status: 'error', error: new Error('offline') })).toBe(replica)
  })

  it("the session's until then; nothing while the replica is read", () => {
    expect(shownProfile(null, { status: 'ready', profile: session, fromCache: true })).toBe(session)
    expect(shownProfile(null, { status: 'loading' })).toBeNull()
    expect(shownProfile(undefined, { status: 'ready', profile: session, fromCache: false })).toBeUndefined()
  })
})
