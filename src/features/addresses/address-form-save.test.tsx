// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AddressInput } from '#domain/entities/address'
import { deferred } from '#testing/deferred'
import { WINTERTHUR, ZURICH, ZURICH_2 } from '#testing/places'
import { renderWithRouter } from '#testing/render'
import { click } from '#testing/user-events'
import { AddressEditorPage, EMPTY_ADDRESS } from './address-editor-page'
import * as form from './testing/address-form-driver'
import { de, formInput } from './testing/address-screens'

describe('AddressForm saving', () => {
  it('saves a new address with the picked place and the chosen uses', async () => {
    const { save, search } = await form.renderForm()
    await form.fill(form.textbox('Company'), 'Velokurier Meier')
    await form.fill(form.textbox('Street'), 'Bahnhofstrasse 12\n3. Stock')
    await form.pickPlace('80', '8002 Zürich')
    expect(search).toHaveBeenCalledWith('80', expect.any(AbortSignal))
    expect(form.picker().value).toBe('8002 Zürich')
    await form.fill(form.textbox('Contact'), 'Lea Meier')
    await form.fill(form.textbox('Phone'), '+41 44 123 45 67')
    await click(form.checkbox('Standard sender address'))
    await form.submit()

    expect(save).toHaveBeenCalledTimes(1)
    // The input only: the readonly flag is the server's to set, never sent back.
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('readonly')
    expect(save.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining<AddressInput>({
        id: null,
        type: 'company',
        name: 'Velokurier Meier',
        street: 'Bahnhofstrasse 12\n3. Stock',
        contact: 'Lea Meier',
        zip: '8002',
        location: 'Zürich',
        phone: '+41 44 123 45 67',
        locationId: ZURICH_2.id,
        standardSenderAddress: true,
        standardReceiverAddress: false,
        standardBillingAddress: false,
        isBillingAddress: false,
      }),
    )
  })

  it('saves a billing-only address with zip and place as typed', async () => {
    const { save } = await form.renderForm()
    await form.fill(form.textbox('Company'), 'Muster AG Buchhaltung')
    await form.fill(form.textbox('Street'), 'Postfach 12')
    await click(form.checkbox('Billing address'))
    await form.fill(form.textbox('Zip'), '3001')
    await form.fill(form.textbox('Place'), 'Bern')
    await form.submit()
    expect(save.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        name: 'Muster AG Buchhaltung',
        zip: '3001',
        location: 'Bern',
        locationId: null,
        isBillingAddress: true,
        standardBillingAddress: false,
      }),
    )
  })

  it('saves the changes of an existing address under its id', async () => {
    const existing = formInput({ id: 7, type: 'male', name: 'Hans Muster', phone: '044 000 00 00' })
    const { save } = await form.renderForm({ initial: existing })
    expect(form.picker().value).toBe('8001 Zürich')
    await click(screen.getByRole('radio', { name: de('Ms') }))
    await form.fill(form.textbox('Name'), 'Hanna Muster')
    await form.fill(form.textbox('Phone'), '044 000 00 99')
    await form.submit('Save changes')

    const { readonly: _readonly, ...input } = existing
    expect(save.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining<AddressInput>({
        ...input,
        type: 'female',
        name: 'Hanna Muster',
        phone: '044 000 00 99',
      }),
    )
  })

  it('lets the user change the place of an existing address', async () => {
    const existing = formInput({ id: 7 })
    const { save } = await form.renderForm({ initial: existing })
    await form.pickPlace('8400', '8400 Winterthur')
    await form.submit('Save changes')
    expect(save.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ id: 7, zip: '8400', location: 'Winterthur', locationId: WINTERTHUR.id }),
    )
  })

  it('blocks a second save while the first runs', async () => {
    const saving = deferred<void>()
    const { save } = await form.renderForm({
      initial: formInput({ id: 7 }),
      onSave: () => saving.promise,
    })
    await form.submit('Save changes')
    expect(form.submitButton('Save changes').getAttribute('aria-disabled')).toBe('true')
    expect(form.submitButton('Save changes').getAttribute('aria-busy')).toBe('true')
    await form.submit('Save changes')
    expect(save).toHaveBeenCalledTimes(1)

    await act(async () => {
      saving.resolve()
    })
    expect(form.submitButton('Save changes').hasAttribute('aria-disabled')).toBe(false)
  })
})

describe('AddressEditorPage', () => {
  async function renderEditor(mode: 'create' | 'edit', save: (address: AddressInput) => Promise<void>) {
    const onSaved = vi.fn()
    const saveMock = vi.fn(save)
    const initial = mode === 'create' ? EMPTY_ADDRESS : formInput({ id: 7 })
    await renderWithRouter(
      <AddressEditorPage
        mode={mode}
        initial={initial}
        savedAsStandardBilling={false}
        organization={form.ALL_RIGHTS}
        searchLocations={async () => [ZURICH]}
        save={saveMock}
        onSaved={onSaved}
      />,
      { path: mode === 'create' ? '/address-book/create' : '/address-book/7/edit' },
    )
    return { onSaved, save: saveMock }
  }

  it('shows "New contact" with a way back, and goes on once the new address is stored', async () => {
    const { save, onSaved } = await renderEditor('create', async () => undefined)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de('New contact'))
    expect(screen.getByRole('link', { name: de('Back to the address book') }).getAttribute('href')).toBe(
      '/address-book',
    )
    await form.fill(form.textbox('Company'), 'Muster AG')
    await form.fill(form.textbox('Street'), 'Seestrasse 1')
    await form.pickPlace('Zür', '8001 Zürich')
    await form.submit()
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ id: null, name: 'Muster AG', locationId: 1001 }),
    )
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows "Edit contact" with a way back and saves changes under the address id', async () => {
    const { save, onSaved } = await renderEditor('edit', async () => undefined)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de('Edit contact'))
    expect(screen.getByRole('link', { name: de('Back to the address book') }).getAttribute('href')).toBe(
      '/address-book',
    )
    await form.submit('Save changes')
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }))
    expect(onSaved).toHaveBeenCalledTimes(1)
  })
})
