// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StorageFullError } from '#db/storage-pressure'
import type { AddressInput } from '#domain/entities/address'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { AddressEditorPage, EMPTY_ADDRESS } from './address-editor-page'

const RIGHTS = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
}
const SAVED: AddressInput & { readonly: boolean } = {
  ...EMPTY_ADDRESS,
  id: 42,
  name: 'Muster AG',
  street: 'Bundesgasse 1',
  zip: '3011',
  location: 'Bern',
  locationId: 3011,
}

async function renderEditor(save: (address: AddressInput) => Promise<void>, refusal: string | null = null) {
  const onSaved = vi.fn()
  await renderWithRouter(
    <AddressEditorPage
      mode="edit"
      initial={SAVED}
      savedAsStandardBilling={false}
      organization={RIGHTS}
      searchLocations={async () => []}
      save={save}
      onSaved={onSaved}
      refusal={refusal}
    />,
    { path: '/address-book/42/edit' },
  )
  return { onSaved }
}

async function changeNameAndSubmit(name: string) {
  const field = screen.getByDisplayValue('Muster AG')
  fireEvent.change(field, { target: { value: name } })
  const form = field.closest('form')
  if (!form) throw new Error('the field is in a form')
  await act(async () => {
    fireEvent.submit(form)
  })
}

describe('AddressEditorPage when the change cannot be stored', () => {
  it('says the device is full, stays on the form and keeps what was typed', async () => {
    const { onSaved } = await renderEditor(async () => {
      throw new StorageFullError(new DOMException('full', 'QuotaExceededError'))
    })

    await changeNameAndSubmit('Muster & Partner AG')

    expect(screen.getByRole('alert').textContent).toBe(
      translation(
        'de',
        "This device's storage is full, so the address could not be stored. What you entered is still in the form.",
      ),
    )
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByDisplayValue('Muster & Partner AG')).toBeTruthy()
  })

  it('recognises the full device in an error comlink rebuilt from its name', async () => {
    await renderEditor(async () => {
      throw Object.assign(new Error('This device has no storage left for the portal'), {
        name: 'StorageFullError',
      })
    })
    await changeNameAndSubmit('Muster AG')
    expect(screen.getByRole('alert').textContent).toContain(
      translation(
        'de',
        "This device's storage is full, so the address could not be stored. What you entered is still in the form.",
      ),
    )
  })

  it('gives the general message for any other failure, and returns to the list after a save', async () => {
    let fail = true
    const save = vi.fn(async () => {
      if (fail) throw new Error('IndexedDB closed')
    })
    const { onSaved } = await renderEditor(save)

    await changeNameAndSubmit('Muster AG')
    expect(screen.getByRole('alert').textContent).toBe(
      translation('de', 'The address could not be stored on this device. Please try again.'),
    )

    fail = false
    await changeNameAndSubmit('Muster AG')
    expect(onSaved).toHaveBeenCalledOnce()
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ id: 42, name: 'Muster AG' }))
  })

  it("shows the server's reason for refusing the waiting change, so the user knows what to correct", async () => {
    await renderEditor(async () => undefined, 'location 999999 does not exist')
    expect(screen.getByRole('alert').textContent).toContain(
      translation('de', 'The last change of this address was not accepted: {refusal}', {
        refusal: 'location 999999 does not exist',
      }),
    )
  })
})
