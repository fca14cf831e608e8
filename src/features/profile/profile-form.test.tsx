// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { leaBrunner } from '#api/testing/wire-samples'
import type { ProfileUpdate } from '#domain/entities/profile'
import { type ProfileFormValues, profileFormValues } from '#domain/profile/profile-form'
import { deferred } from '#testing/deferred'
import { aProfile } from '#testing/factories'
import { renderWithI18n } from '#testing/render'
import { ProfileForm } from './profile-form'
import type { ProfileSaveOutcome } from './profile-save-outcome'

const person = profileFormValues(aProfile({ ...leaBrunner, invoiceLanguage: 'de' }))
const company = profileFormValues(aProfile())

async function renderForm(
  initial: ProfileFormValues = person,
  onSave: (update: ProfileUpdate) => Promise<ProfileSaveOutcome> = async () => ({ kind: 'saved' }),
) {
  const save = vi.fn(onSave)
  await renderWithI18n(<ProfileForm initial={initial} onSave={save} />, 'en')
  return save
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const queryTextbox = (name: string) => screen.queryByRole('textbox', { name })
const language = () => screen.getByRole('combobox', { name: 'Invoice language' }) as HTMLSelectElement
const newsletter = () =>
  screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' }) as HTMLInputElement
const required = () => screen.queryAllByText('This field is required')

async function fill(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } })
    fireEvent.blur(element)
  })
}
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}
async function submit() {
  await click(screen.getByRole('button', { name: 'Save profile' }))
}

describe('ProfileForm fields', () => {
  it('a person: salutation Mr / Ms, first and last name, no company fields', async () => {
    await renderForm(person)
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Mr', 'Ms'])
    expect((screen.getByRole('radio', { name: 'Ms' }) as HTMLInputElement).checked).toBe(true)
    expect(textbox('First name').value).toBe('Lea')
    expect(textbox('Last name').value).toBe('Brunner')
    expect(queryTextbox('Company')).toBeNull()
    expect(queryTextbox('Contact')).toBeNull()
  })

  it('a company: company and contact, no salutation and no person names', async () => {
    await renderForm(company)
    expect(textbox('Company').value).toBe('Muster AG')
    expect(textbox('Contact').value).toBe('Anna Muster')
    expect(screen.queryAllByRole('radio')).toHaveLength(0)
    expect(queryTextbox('First name')).toBeNull()
    expect(queryTextbox('Last name')).toBeNull()
  })

  it('shows username, e-mail, street, zip, place, phone, the invoice language and the newsletter', async () => {
    await renderForm(person)
    expect(textbox('Username').value).toBe('customer')
    expect(textbox('E-mail').value).toBe('lea.brunner@example.ch')
    expect(textbox('Street').value).toBe('Bahnhofstrasse 12')
    expect(textbox('Zip').value).toBe('8001')
    expect(textbox('Place').value).toBe('Zürich')
    expect(textbox('Phone').value).toBe('+41 44 000 21 10')
    expect(language().value).toBe('de')
    expect([...language().options].map((option) => [option.value, option.text])).toEqual([
      ['de', 'German'],
      ['fr', 'French'],
      ['it', 'Italian'],
      ['en', 'English'],
    ])
    expect(newsletter().checked).toBe(true)
  })
})

/** Empties two fields and saves: nothing is sent and both are marked as required. */
async function submitWithout(initial: ProfileFormValues, first: string, second: string) {
  const save = await renderForm(initial)
  await fill(textbox(first), '')
  await fill(textbox(second), '')
  await submit()
  expect(save).not.toHaveBeenCalled()
  expect(required()).toHaveLength(2)
}

describe('ProfileForm validation (spec section 5)', () => {
  it('username, e-mail, street, zip, place and phone are required; nothing is sent', async () => {
    const save = await renderForm(person)
    for (const name of ['Username', 'E-mail', 'Street', 'Zip', 'Place']) await fill(textbox(name), '')
    await fill(textbox('Phone'), ' ')
    await submit()
    expect(save).not.toHaveBeenCalled()
    expect(required()).toHaveLength(6)
    for (const name of ['Username', 'E-mail', 'Street', 'Zip', 'Place', 'Phone']) {
      const input = textbox(name)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'This field is required',
      )
    }
    // The first invalid field gets the focus.
    expect(document.activeElement).toBe(textbox('Username'))
  })

  it('the e-mail must be valid', async () => {
    const save = await renderForm(person)
    await fill(textbox('E-mail'), 'lea.brunner-at-example.ch')
    await submit()
    expect(save).not.toHaveBeenCalled()
    expect(screen.getAllByText('Invalid e-mail address')).toHaveLength(1)
  })

  it('a person needs first and last name', async () => {
    await submitWithout(person, 'First name', 'Last name')
    expect(textbox('First name').getAttribute('aria-invalid')).toBe('true')
  })

  it('a company needs company and contact', async () => {
    await submitWithout(company, 'Company', 'Contact')
    expect(textbox('Contact').getAttribute('aria-invalid')).toBe('true')
  })

  it('the invoice language is required', async () => {
    const save = await renderForm({ ...person, invoiceLanguage: '' })
    expect(language().value).toBe('')
    await submit()
    expect(save).not.toHaveBeenCalled()
    expect(language().getAttribute('aria-invalid')).toBe('true')
    expect(required()).toHaveLength(1)
    await act(async () => {
      fireEvent.change(language(), { target: { value: 'it' } })
    })
    expect(required()).toHaveLength(0)
    await submit()
    expect(save.mock.calls[0]?.[0]).toMatchObject({ invoiceLanguage: 'it' })
  })

  it('is lazy: no message before the first save', async () => {
    await renderForm(person)
    await fill(textbox('Username'), '')
    expect(required()).toHaveLength(0)
  })
})

describe('ProfileForm saving', () => {
  it('sends the edited update fields, salutation and newsletter as chosen', async () => {
    const save = await renderForm(person)
    await click(screen.getByRole('radio', { name: 'Mr' }))
    await fill(textbox('First name'), 'Leo')
    await fill(textbox('Street'), '  Seestrasse 3 ')
    await click(newsletter())
    await act(async () => {
      fireEvent.change(language(), { target: { value: 'fr' } })
    })
    await submit()
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]?.[0]).toEqual({
      ...person,
      gender: 'male',
      firstname: 'Leo',
      street: 'Seestrasse 3',
      newsletter: false,
      invoiceLanguage: 'fr',
    })
  })

  it('the salutation may stay unchosen: a person saved as is keeps theirs', async () => {
    const save = await renderForm(person)
    await submit()
    expect(save.mock.calls[0]?.[0]).toMatchObject({ gender: 'female' })
  })

  it('says it is saving, then that the profile was saved; the message goes once the values change', async () => {
    const answer = deferred<ProfileSaveOutcome>()
    await renderForm(person, () => answer.promise)
    await submit()
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      answer.resolve({ kind: 'saved' })
    })
    expect(screen.getByRole('status').textContent).toBe('Your profile has been saved.')
    await fill(textbox('Place'), 'Zürich 1')
    expect(screen.queryByText('Your profile has been saved.')).toBeNull()
  })

  it('offline: says saving needs the network and keeps every typed value', async () => {
    const save = await renderForm(person, async () => ({ kind: 'offline' }))
    await fill(textbox('Street'), 'Neue Strasse 9')
    await fill(textbox('Place'), 'Winterthur')
    await submit()
    expect(save).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert').textContent).toContain(
      'Saving your profile needs the network, and this device is offline.',
    )
    expect(screen.getByRole('alert').textContent).toContain('Your changes are still in the form.')
    expect(textbox('Street').value).toBe('Neue Strasse 9')
    expect(textbox('Place').value).toBe('Winterthur')
  })

  it('a refusal names the field, focuses it and keeps the values', async () => {
    await renderForm(person, async () => ({ kind: 'refused', field: 'email' }))
    await fill(textbox('E-mail'), 'taken@example.ch')
    await submit()
    expect(screen.getByRole('alert').textContent).toContain(
      'Your profile was not saved: the server did not accept the field "E-mail". Please check it and save again.',
    )
    expect(document.activeElement).toBe(textbox('E-mail'))
    expect(textbox('E-mail').value).toBe('taken@example.ch')
  })

  it.each([
    [{ kind: 'failed' } as const, 'Your profile could not be saved. Please try again.'],
    [
      { kind: 'timeout' } as const,
      'The server did not answer in time, so your profile may not have been saved.',
    ],
    [{ kind: 'refused', field: null } as const, 'the server did not accept the values'],
    [{ kind: 'unreadable' } as const, "The server's answer could not be read"],
  ])('a failure ($kind) says so in words and keeps the values', async (outcome, text) => {
    await renderForm(person, async () => outcome)
    await fill(textbox('Phone'), '+41 44 123 45 67')
    await submit()
    expect(screen.getByRole('alert').textContent).toContain(text)
    expect(textbox('Phone').value).toBe('+41 44 123 45 67')
    // The button is back for another try.
    expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
