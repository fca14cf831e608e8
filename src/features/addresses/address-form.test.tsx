// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AddressInput, Location } from '../../domain/entities'
import { renderWithI18n, renderWithRouter } from '../../testing/render'
import { AddressEditorPage, EMPTY_ADDRESS } from './address-editor-page'
import { AddressForm } from './address-form'
import { de, deferred, formInput, WINTERTHUR, ZURICH, ZURICH_2 } from './testing'

type Rights = {
  change_default_invoice_address_allowed: boolean
  select_or_create_invoice_address_allowed: boolean
}
type Initial = AddressInput & { readonly: boolean }

const ALL_RIGHTS: Rights = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
}

interface FormOptions {
  initial?: Initial
  savedAsStandardBilling?: boolean
  organization?: Rights
  search?: (text: string, signal: AbortSignal) => Promise<Location[]>
  onSave?: (address: AddressInput) => Promise<void>
}

async function renderForm({
  initial = { ...EMPTY_ADDRESS },
  savedAsStandardBilling = false,
  organization = ALL_RIGHTS,
  search = async () => [ZURICH, ZURICH_2, WINTERTHUR],
  onSave = async () => undefined,
}: FormOptions = {}) {
  const save = vi.fn(onSave)
  const searchMock = vi.fn(search)
  await renderWithI18n(
    <AddressForm
      initial={initial}
      savedAsStandardBilling={savedAsStandardBilling}
      organization={organization}
      searchLocations={searchMock}
      onSave={save}
    />,
  )
  return { save, search: searchMock }
}

const FLAGS = [
  'Standard sender address',
  'Standard receiver address',
  'Standard billing address',
  'Billing address',
] as const
type Flag = (typeof FLAGS)[number]

const checkbox = (label: Flag) => screen.getByRole('checkbox', { name: de(label) }) as HTMLInputElement
const textbox = (label: string) => screen.getByRole('textbox', { name: de(label) }) as HTMLInputElement
const queryTextbox = (label: string) => screen.queryByRole('textbox', { name: de(label) })
const picker = () => screen.getByRole('combobox', { name: de('Zip and place') }) as HTMLInputElement
const queryPicker = () => screen.queryByRole('combobox', { name: de('Zip and place') })
const radios = () => screen.queryAllByRole('radio') as HTMLInputElement[]
const requiredErrors = () => screen.queryAllByText(de('This field is required'))
const submitButton = (label = 'Create contact') =>
  screen.getByRole('button', { name: de(label) }) as HTMLButtonElement

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

async function fill(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } })
  })
}

/** Types into the place picker and clicks the option with that label. */
async function pickPlace(text: string, label: string) {
  await fill(picker(), text)
  const option = await screen.findByRole('option', { name: label })
  await act(async () => {
    fireEvent.mouseDown(option)
  })
}

async function submit(label?: string) {
  await click(submitButton(label))
}

describe('AddressForm', () => {
  it('shows the use checkboxes with their hint, the type, and the fields of a new company address', async () => {
    await renderForm()
    expect(FLAGS.map((label) => checkbox(label).checked)).toEqual([false, false, false, false])
    const uses = screen.getByRole('group', { name: de('Use of this address') })
    expect(uses.getAttribute('aria-describedby')).toBe(
      screen.getByText(
        de(
          'Standard addresses are filled in for you when you order. A standard billing address is always a billing address.',
        ),
      ).id,
    )
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ['company', true],
      ['male', false],
      ['female', false],
    ])
    expect(textbox('Company').value).toBe('')
    expect(textbox('Street').tagName).toBe('TEXTAREA')
    expect(picker().value).toBe('')
    expect(queryTextbox('Zip')).toBeNull()
    expect(textbox('Contact')).toBeTruthy()
    expect(textbox('Phone').type).toBe('tel')
    expect(submitButton().type).toBe('submit')
  })

  it('labels the name field Company for a company and Name for a person', async () => {
    await renderForm()
    await click(screen.getByRole('radio', { name: de('Mr') }))
    expect(queryTextbox('Company')).toBeNull()
    expect(textbox('Name')).toBeTruthy()
    await click(screen.getByRole('radio', { name: de('Company') }))
    expect(textbox('Company')).toBeTruthy()
  })

  it('grows the street field with its lines', async () => {
    await renderForm()
    const street = textbox('Street')
    expect(street.getAttribute('rows')).toBe('2')
    await fill(street, 'c/o Muster AG\nBahnhofstrasse 12\nPostfach\n8001 Zürich')
    expect(street.getAttribute('rows')).toBe('4')
  })

  it('requires name, street and a picked place, and does not save without them', async () => {
    const { save } = await renderForm()
    await fill(textbox('Company'), '   ')
    await submit()
    expect(requiredErrors()).toHaveLength(3)
    expect(textbox('Company').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Street').getAttribute('aria-invalid')).toBe('true')
    expect(picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await fill(textbox('Company'), 'Muster AG')
    await fill(textbox('Street'), 'Seestrasse 1')
    // Text in the picker is not a place.
    await fill(picker(), 'Zürich')
    await submit()
    expect(requiredErrors()).toHaveLength(1)
    expect(picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await pickPlace('Zür', '8001 Zürich')
    await submit()
    expect(requiredErrors()).toHaveLength(0)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('requires zip and place text for a billing-only address', async () => {
    const { save } = await renderForm({
      initial: formInput({ isBillingAddress: true, zip: '', location: '', locationId: null }),
    })
    expect(queryPicker()).toBeNull()
    await submit()
    expect(requiredErrors()).toHaveLength(2)
    expect(textbox('Zip').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Place').getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()
  })

  it('shows the place picker unless the address is billing-only', async () => {
    await renderForm()
    expect(queryPicker()).not.toBeNull()

    await click(checkbox('Billing address'))
    expect(queryPicker()).toBeNull()
    expect(textbox('Zip')).toBeTruthy()
    expect(textbox('Place')).toBeTruthy()

    // A billing address that is also a standard sender or receiver needs a real place.
    await click(checkbox('Standard sender address'))
    expect(queryPicker()).not.toBeNull()
    expect(queryTextbox('Zip')).toBeNull()
    await click(checkbox('Standard sender address'))
    await click(checkbox('Standard receiver address'))
    expect(queryPicker()).not.toBeNull()
  })

  it('ticks and locks billing address with standard billing; unticking standard billing unlocks it', async () => {
    await renderForm()
    await click(checkbox('Standard billing address'))
    expect(checkbox('Billing address').checked).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(true)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(true)
    // Billing-only now: zip and place as text.
    expect(queryPicker()).toBeNull()

    await click(checkbox('Standard billing address'))
    expect(checkbox('Billing address').disabled).toBe(false)
    expect(checkbox('Billing address').checked).toBe(true)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(false)
    expect(queryPicker()).not.toBeNull()
  })

  it('hides the type for a readonly address', async () => {
    await renderForm({ initial: formInput({ id: 12, type: 'male', name: 'Hans Muster', readonly: true }) })
    expect(radios()).toHaveLength(0)
    expect(screen.queryByRole('group', { name: de('Type') })).toBeNull()
    expect(textbox('Name').value).toBe('Hans Muster')
  })

  it.each([
    { saved: true, allowed: false, shown: false },
    { saved: true, allowed: true, shown: true },
    { saved: false, allowed: false, shown: true },
  ])(
    'shows the type of a standard billing address: saved as such $saved, may change it $allowed → $shown',
    async ({ saved, allowed, shown }) => {
      await renderForm({
        initial: formInput({ id: 5, standardBillingAddress: true, isBillingAddress: true }),
        savedAsStandardBilling: saved,
        organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: allowed },
      })
      expect(radios()).toHaveLength(shown ? 3 : 0)
    },
  )

  it('disables standard billing without the right to change the default invoice address', async () => {
    await renderForm({ organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: false } })
    expect(checkbox('Standard billing address').disabled).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(false)
    await click(checkbox('Standard billing address'))
    expect(checkbox('Standard billing address').checked).toBe(false)
  })

  it('disables both billing checkboxes without the right to choose or create invoice addresses', async () => {
    await renderForm({ organization: { ...ALL_RIGHTS, select_or_create_invoice_address_allowed: false } })
    expect(checkbox('Standard billing address').disabled).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(true)
    expect(checkbox('Standard sender address').disabled).toBe(false)
    expect(checkbox('Standard receiver address').disabled).toBe(false)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(false)
  })

  it('does not let the standard billing address be edited without the right to change it', async () => {
    const billing = formInput({
      id: 5,
      name: 'Muster AG Buchhaltung',
      isBillingAddress: true,
      standardBillingAddress: true,
      locationId: null,
      contact: 'Buchhaltung',
      phone: '+41 44 000 00 05',
    })
    await renderForm({
      initial: billing,
      savedAsStandardBilling: true,
      organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: false },
    })
    // Shown, but not as a field the user can change (read-only, disabled or plain text).
    expect(
      screen.queryByDisplayValue('Muster AG Buchhaltung') ?? screen.queryByText('Muster AG Buchhaltung'),
    ).not.toBeNull()
    const editable = [...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('combobox')]
      .map((element) => element as HTMLInputElement | HTMLTextAreaElement)
      .filter((element) => !element.readOnly && !element.disabled)
      .map((element) => element.name)
    expect(editable).toEqual([])
  })

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
    expect(submitButton('Save changes').disabled).toBe(true)
    expect(submitButton('Save changes').getAttribute('aria-busy')).toBe('true')
    await submit('Save changes')
    expect(save).toHaveBeenCalledTimes(1)

    await act(async () => {
      saving.resolve()
    })
    expect(submitButton('Save changes').disabled).toBe(false)
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
