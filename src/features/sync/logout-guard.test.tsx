// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { LogoutGuard } from './logout-guard'

const de = (message: string) => translation('de', message)

// The dialog's code loads on demand; a cold import in a test run can outlast findBy's second.
beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

async function renderGuard(waiting: number) {
  const onCancel = vi.fn()
  const onConfirm = vi.fn()
  await renderWithI18n(<LogoutGuard open waiting={waiting} onCancel={onCancel} onConfirm={onConfirm} />)
  const dialog = await screen.findByRole('dialog', { name: de('Log out with unsent changes?') })
  return { onCancel, onConfirm, dialog }
}

describe('LogoutGuard', () => {
  it('asks first, saying how many changes stay on the device', async () => {
    const { dialog, onConfirm } = await renderGuard(3)
    expect(dialog.textContent).toContain('3 Änderungen wurden noch nicht gesendet.')
    fireEvent.click(within(dialog).getByRole('button', { name: de('Log out anyway') }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('stays logged in from its button, its close button and Escape', async () => {
    const { dialog, onCancel, onConfirm } = await renderGuard(1)
    fireEvent.click(within(dialog).getByRole('button', { name: de('Stay logged in') }))
    fireEvent.click(within(dialog).getByRole('button', { name: de('Close') }))
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
    })
    expect(onCancel).toHaveBeenCalledTimes(3)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('shows nothing while closed', async () => {
    await renderWithI18n(<LogoutGuard open={false} waiting={2} onCancel={() => {}} onConfirm={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
