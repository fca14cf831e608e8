// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fill, renderForm, requiredErrors, submitButton, textbox } from './testing/address-form-driver'
import { formInput } from './testing/address-screens'

async function ctrlEnter(target: Element) {
  await act(async () => {
    fireEvent.keyDown(target, { key: 'Enter', ctrlKey: true })
  })
}

describe('the address form from the keyboard', () => {
  it('Ctrl+Enter in a field saves, as the button does', async () => {
    const { save } = await renderForm({ initial: formInput() })
    expect(submitButton().getAttribute('aria-keyshortcuts')).toBe('Control+Enter')
    await ctrlEnter(textbox('Phone'))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
  })

  it('with required fields empty, marks them and focuses the first, and saves nothing', async () => {
    const { save } = await renderForm({ initial: formInput() })
    await fill(textbox('Company'), '')
    await fill(textbox('Street'), ' ')
    await ctrlEnter(textbox('Street'))
    expect(requiredErrors()).toHaveLength(2)
    expect(document.activeElement).toBe(textbox('Company'))
    expect(save).not.toHaveBeenCalled()
  })
})
