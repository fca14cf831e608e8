// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { Checkbox } from './checkbox'

function Holder({
  initial,
  onChange,
  ...rest
}: {
  initial: boolean
  onChange: (checked: boolean) => void
  description?: string
  error?: string
  disabled?: boolean
  readOnly?: boolean
}) {
  const [checked, setChecked] = useState(initial)
  return (
    <Checkbox
      label="Standard-Absenderadresse"
      checked={checked}
      description={rest.description}
      error={rest.error}
      disabled={rest.disabled ?? false}
      readOnly={rest.readOnly ?? false}
      onChange={(next) => {
        onChange(next)
        setChecked(next)
      }}
    />
  )
}

async function renderCheckbox(props: Omit<Parameters<typeof Holder>[0], 'onChange'>) {
  const onChange = vi.fn<(checked: boolean) => void>()
  await renderWithI18n(<Holder {...props} onChange={onChange} />)
  return { onChange }
}

const box = () => screen.getByRole('checkbox', { name: 'Standard-Absenderadresse' }) as HTMLInputElement

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

describe('Checkbox', () => {
  it('is named by its label, and clicking the label toggles it', async () => {
    const { onChange } = await renderCheckbox({ initial: false })
    expect(box().checked).toBe(false)
    await click(screen.getByText('Standard-Absenderadresse'))
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(box().checked).toBe(true)
    await click(box())
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('reads its description and its error with it', async () => {
    await renderCheckbox({
      initial: false,
      description: 'Wird im Auftrag vorgeschlagen',
      error: 'Pflichtfeld',
    })
    const describedBy = box().getAttribute('aria-describedby')?.split(' ')
    expect(describedBy).toContain(screen.getByText('Wird im Auftrag vorgeschlagen').id)
    expect(describedBy).toContain(screen.getByText('Pflichtfeld').id)
    expect(box().getAttribute('aria-invalid')).toBe('true')
  })

  it('does not change when read-only, and says so', async () => {
    const { onChange } = await renderCheckbox({ initial: true, readOnly: true })
    expect(box().getAttribute('aria-readonly')).toBe('true')
    await click(box())
    expect(onChange).not.toHaveBeenCalled()
    expect(box().checked).toBe(true)
  })

  it('cannot be used when disabled', async () => {
    await renderCheckbox({ initial: false, disabled: true })
    expect(box().disabled).toBe(true)
  })
})
