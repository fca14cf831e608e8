// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { SwitchNotice } from './switch-notice'

const endButton = () => screen.getByRole('button', { name: 'End user switch' })

describe('the switch notice under the header (issue 19: the switch stays visible)', () => {
  it('says whom the portal acts as, in a labelled region, and ends the switch from there', async () => {
    const onEnd = vi.fn(async () => undefined)
    await renderWithI18n(<SwitchNotice username="customer" onEnd={onEnd} />, 'en')
    expect(screen.getByRole('region', { name: 'User switch' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('You are currently logged in as customer')
    await act(async () => {
      fireEvent.click(endButton())
    })
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('says so when ending the switch failed, in the language of the page, and may be tried again', async () => {
    const onEnd = vi.fn(async () => {
      throw new Error('QuotaExceededError')
    })
    await renderWithI18n(<SwitchNotice username="filiale-bern" onEnd={onEnd} />, 'de')
    expect(screen.getByRole('status').textContent).toBe('Sie sind zurzeit angemeldet als filiale-bern')
    const button = screen.getByRole('button', { name: 'Benutzerwechsel beenden' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    )
    await act(async () => {
      fireEvent.click(button)
    })
    expect(onEnd).toHaveBeenCalledTimes(2)
  })
})
