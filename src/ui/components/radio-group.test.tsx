// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { RadioGroup, type RadioOption } from './radio-group'

type AddressType = 'company' | 'private'

const OPTIONS: RadioOption<AddressType>[] = [
  { value: 'company', label: 'Firma', description: 'Mit Firmenname auf der Etikette' },
  { value: 'private', label: 'Privat' },
]

function Holder({
  initial,
  onChange,
  ...rest
}: {
  initial: AddressType | null
  onChange: (value: AddressType) => void
  error?: string
  disabled?: boolean
  readOnly?: boolean
  options?: RadioOption<AddressType>[]
}) {
  const [value, setValue] = useState(initial)
  return (
    <RadioGroup<AddressType>
      label="Adresstyp"
      description="Bestimmt die Pflichtfelder"
      options={rest.options ?? OPTIONS}
      value={value}
      error={rest.error}
      disabled={rest.disabled ?? false}
      readOnly={rest.readOnly ?? false}
      orientation="horizontal"
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

async function renderGroup(props: Omit<Parameters<typeof Holder>[0], 'onChange'>) {
  const onChange = vi.fn<(value: AddressType) => void>()
  await renderWithI18n(<Holder {...props} onChange={onChange} />)
  return { onChange }
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('RadioGroup', () => {
  it('is a group named by its label, with a labelled radio per option and their descriptions', async () => {
    await renderGroup({ initial: 'company' })
    const group = screen.getByRole('radiogroup', { name: 'Adresstyp' })
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Bestimmt die Pflichtfelder').id)
    expect(radio('Firma').checked).toBe(true)
    expect(radio('Privat').checked).toBe(false)
    expect(radio('Firma').getAttribute('aria-describedby')?.split(' ')).toContain(
      screen.getByText('Mit Firmenname auf der Etikette').id,
    )
  })

  it('chooses by clicking the label', async () => {
    const { onChange } = await renderGroup({ initial: 'company' })
    await act(async () => {
      fireEvent.click(screen.getByText('Privat'))
    })
    expect(onChange).toHaveBeenLastCalledWith('private')
    expect(radio('Privat').checked).toBe(true)
  })

  it('shares one name, so arrows move between its radios as in a native group', async () => {
    await renderGroup({ initial: 'company' })
    expect(radio('Firma').name).not.toBe('')
    expect(radio('Firma').name).toBe(radio('Privat').name)
  })

  it('reads its error with the group and marks it invalid', async () => {
    await renderGroup({ initial: null, error: 'Bitte wählen' })
    const group = screen.getByRole('radiogroup', { name: 'Adresstyp' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText('Bitte wählen').id)
  })

  it('does not change when read-only, and says so', async () => {
    const { onChange } = await renderGroup({ initial: 'company', readOnly: true })
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true')
    await act(async () => {
      fireEvent.click(screen.getByText('Privat'))
    })
    expect(onChange).not.toHaveBeenCalled()
    expect(radio('Firma').checked).toBe(true)
  })

  it('disables the whole group or a single option', async () => {
    await renderGroup({
      initial: 'company',
      options: [
        OPTIONS[0] as RadioOption<AddressType>,
        { value: 'private', label: 'Privat', disabled: true },
      ],
    })
    expect(radio('Firma').disabled).toBe(false)
    expect(radio('Privat').disabled).toBe(true)
  })

  it('disables every option when the group is disabled', async () => {
    await renderGroup({ initial: 'company', disabled: true })
    expect(radio('Firma').disabled).toBe(true)
    expect(radio('Privat').disabled).toBe(true)
  })
})
