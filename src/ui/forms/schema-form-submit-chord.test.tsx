// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { REQUIRED } from '#domain/changes/issue-codes'
import { renderWithI18n } from '#testing/render'
import { SchemaForm } from './schema-form'
import { useSchemaForm } from './use-schema-form'

const filled = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', REQUIRED),
)
const contact = v.object({ name: filled, city: filled })
type Contact = v.InferInput<typeof contact>

function ContactForm(props: { initial: Contact; onSubmit: (output: Contact) => void; shortcut?: boolean }) {
  const form = useSchemaForm({ schema: contact, defaultValues: props.initial, onSubmit: props.onSubmit })
  return (
    <SchemaForm form={form} submitShortcut={props.shortcut ?? true}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
      <button type="submit">Send</button>
    </SchemaForm>
  )
}

async function renderContact(initial: Contact, shortcut = true) {
  const onSubmit = vi.fn()
  const onClick = vi.fn()
  await renderWithI18n(
    <>
      <ContactForm initial={initial} onSubmit={onSubmit} shortcut={shortcut} />
      {/* Another dialog open over the page: Ctrl+Enter in it is not the form's. */}
      <div role="dialog" aria-label="Other">
        <button type="button" onClick={onClick}>
          In the dialog
        </button>
      </div>
    </>,
    'en',
  )
  return { onSubmit }
}

async function chord(target: Element, init: KeyboardEventInit = {}) {
  await act(async () => {
    fireEvent.keyDown(target, { key: 'Enter', ctrlKey: true, ...init })
  })
}

const field = (name: string) => screen.getByRole('textbox', { name })

describe('Ctrl+Enter in a schema form', () => {
  it('submits from a field as the submit button does: once, with the checked values', async () => {
    const { onSubmit } = await renderContact({ name: 'Lea Meier', city: 'Bern' })
    field('City').focus()
    await chord(field('City'))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lea Meier', city: 'Bern' })
  })

  it('marks the fields and focuses the first invalid one when the values do not pass', async () => {
    const { onSubmit } = await renderContact({ name: 'Lea Meier', city: '' })
    field('Name').focus()
    await chord(field('Name'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(field('City').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('City'))
  })

  it('leaves Enter alone without Ctrl, with Shift or Alt too, and in a dialog over the page', async () => {
    const { onSubmit } = await renderContact({ name: 'Lea Meier', city: 'Bern' })
    await chord(document.body, { ctrlKey: false })
    await chord(document.body, { shiftKey: true })
    await chord(document.body, { altKey: true })
    await chord(screen.getByRole('button', { name: 'In the dialog' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is off for a form that does not ask for it', async () => {
    const { onSubmit } = await renderContact({ name: 'Lea Meier', city: 'Bern' }, false)
    await chord(field('Name'))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
