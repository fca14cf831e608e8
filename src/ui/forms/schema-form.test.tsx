// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { INVALID, INVALID_EMAIL, REQUIRED } from '#domain/changes/issue-codes'
import type { Locale } from '#i18n/locales'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { SchemaForm } from './schema-form'
import { useSchemaForm, type ValidationMode } from './use-schema-form'

const filled = v.pipe(
  v.string(INVALID),
  v.check((text) => text.trim() !== '', REQUIRED),
)
const contact = v.object({
  name: filled,
  email: v.pipe(filled, v.email(INVALID_EMAIL)),
  /** No field shows it: its issues must still reach the user. */
  kind: v.picklist(['private', 'business'], INVALID),
})
type Contact = v.InferInput<typeof contact>

const VALID: Contact = { name: 'Lea Meier', email: 'lea@example.ch', kind: 'private' }

function ContactForm(props: {
  mode: ValidationMode
  initial: Contact
  onSubmit: (output: v.InferOutput<typeof contact>) => void
}) {
  const form = useSchemaForm({
    schema: contact,
    defaultValues: props.initial,
    mode: props.mode,
    onSubmit: props.onSubmit,
  })
  return (
    <SchemaForm form={form} labels={{ kind: 'Kind' }}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.TextField label="E-mail" type="email" />}</form.AppField>
      <button type="submit">Send</button>
    </SchemaForm>
  )
}

async function renderContact(mode: ValidationMode, initial: Contact = VALID, locale: Locale = 'de') {
  const onSubmit = vi.fn()
  await renderWithI18n(<ContactForm mode={mode} initial={initial} onSubmit={onSubmit} />, locale)
  return { onSubmit }
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const errorOf = (name: string) => {
  const id = input(name).getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}
async function type(name: string, value: string) {
  await act(async () => {
    fireEvent.change(input(name), { target: { value } })
  })
}
async function leave(name: string) {
  await act(async () => {
    fireEvent.blur(input(name))
  })
}
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
}
const de = (message: string, values?: Record<string, string>) => translation('de', message, values)

describe('a schema form validated immediately', () => {
  it('says a field is required as soon as it is emptied, and only on the fields the user touched', async () => {
    await renderContact('immediate')
    await type('Name', '')
    expect(errorOf('Name')).toBe(de('This field is required'))
    expect(input('Name').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf('E-mail')).toBeNull()

    await type('Name', 'L')
    expect(errorOf('Name')).toBeNull()
  })

  it('checks a field the user leaves, before any change', async () => {
    await renderContact('immediate', { ...VALID, email: 'lea@' })
    await leave('E-mail')
    expect(errorOf('E-mail')).toBe(de('Invalid e-mail address'))
  })
})

describe('a lazily validated schema form', () => {
  it('says nothing until the first submit, then checks every change', async () => {
    const { onSubmit } = await renderContact('lazy')
    await type('Name', '')
    await type('E-mail', 'lea@')
    await leave('E-mail')
    expect(errorOf('Name')).toBeNull()
    expect(errorOf('E-mail')).toBeNull()

    await send()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errorOf('Name')).toBe(de('This field is required'))
    expect(errorOf('E-mail')).toBe(de('Invalid e-mail address'))
    // The first field in error takes the focus, so keyboard and screen-reader users land on it.
    expect(document.activeElement).toBe(input('Name'))

    await type('Name', 'Lea')
    expect(errorOf('Name')).toBeNull()
    await type('E-mail', '')
    expect(errorOf('E-mail')).toBe(de('This field is required'))
    await type('E-mail', 'lea@example.ch')
    expect(errorOf('E-mail')).toBeNull()

    await send()
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lea', email: 'lea@example.ch', kind: 'private' })
  })

  it('submits the schema output: keys the schema does not know are dropped', async () => {
    const { onSubmit } = await renderContact('lazy', { ...VALID, extra: 'x' } as Contact)
    await send()
    expect(onSubmit).toHaveBeenCalledWith(VALID)
  })

  it('explains a refused value that no field on screen shows, and does not submit it', async () => {
    const { onSubmit } = await renderContact('lazy', { ...VALID, kind: 'other' as Contact['kind'] })
    expect(screen.queryByRole('alert')).toBeNull()
    await send()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain(`Kind: ${de('Invalid value')}`)
  })

  it('speaks the active language', async () => {
    await renderContact('lazy', { ...VALID, name: '' }, 'en')
    await send()
    expect(errorOf('Name')).toBe('This field is required')
  })
})
