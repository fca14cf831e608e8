// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AddressInput } from '#domain/entities/address'
import { deferred } from '#testing/deferred'
import { WINTERTHUR, ZURICH, ZURICH_2 } from '#testing/places'
import { renderWithRouter } from '#testing/render'
import { AddressEditorPage, EMPTY_ADDRESS } from './address-editor-page'
import {
  ALL_RIGHTS,
  checkbox,
  click,
  fill,
  picker,
  pickPlace,
  renderForm,
  submit,
  submitButton,
  textbox,
} from './testing/address-form-driver'
import { de, formInput } from './testing/address-screens'

describe('AddressForm saving', () => {
  it('saves a new address with the picked place and the chosen uses', async () => {
    const { save, search } = await renderForm()
    await fill(textbox('Company'), 'Velokurier Meier')
    await fill(textbox('Street'), 'Bahnhofstrasse 12\n3. Stock')
    await pickPlace('80', '8002 Zürich')
    expect(search).toHaveBeenCalledWith('80', expect.any(AbortSignal))
    expect(picker().value).toBe('8002 Zürich')
    await fill(textbox('Contact'), 'Lea Meier')
    await fill(textbox('Phone'), '+41 44 123 45 67')
    await click(checkbox('Standard sender address'))
    await submit()

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
    const { save } = await renderForm()
    await fill(textbox('Company'), 'Muster AG Buchhaltung')
    await fill(textbox('Street'), 'Postfach 12')
    await click(checkbox('Billing address'))
    await fill(textbox('Zip'), '3001')
    await fill(textbox('Place'), 'Bern')
    await submit()
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
    const { save } = await renderForm({ initial: existing })
    expect(picker().value).toBe('8001 Zürich')
    await click(screen.getByRole('radio', { name: de('Ms') }))
    await fill(textbox('Name'), 'Hanna Muster')
    await fill(textbox('Phone'), '044 000 00 99')
    await submit('Save changes')

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
    const { save } = await renderForm({ initial: existing })
    await pickPlace('8400', '8400 Winterthur')
    await submit('Save changes')
    expect(save.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ id: 7, zip: '8400', location: 'Winterthur', locationId: WINTERTHUR.id }),
    )
  })

  it('blocks a second save while the first runs', async () => {
    const saving = deferred<void>()
    const { save } = await renderForm({
      initial: formInput({ id: 7 }),
      onSave: () => saving.promise,
    })
    await submit('Save changes')
    expect(submitButton('Save changes').getAttribute('aria-disabled')).toBe('true')
    expect(submitButton('Save changes').getAttribute('aria-busy')).toBe('true')
    await submit('Save changes')
    expect(save).toHaveBeenCalledTimes(1)

    await act(async () => {
      saving.resolve()
    })
    expect(submitButton('Save changes').hasAttribute('aria-disabled')).toBe(false)
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
        organization={ALL_RIGHTS}
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
    await fill(textbox('Company'), 'Muster AG')
    await fill(textbox('Street'), 'Seestrasse 1')
    await pickPlace('Zür', '8001 Zürich')
    await submit()
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
    await submit('Save changes')
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }))
    expect(onSaved).toHaveBeenCalledTimes(1)
  })
})
