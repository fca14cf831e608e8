// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { Dialog } from './dialog'

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Sendung verfolgen
      </button>
      <Dialog
        open={open}
        title="Sendung verfolgen"
        closeLabel="Schliessen"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      >
        <label>
          Sendungsnummer <input />
        </label>
      </Dialog>
    </main>
  )
}

async function renderPage() {
  const onClose = vi.fn()
  await renderWithI18n(<Page onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Sendung verfolgen' })
  await act(async () => {
    opener.focus()
    fireEvent.click(opener)
  })
  const dialog = await screen.findByRole('dialog', { name: 'Sendung verfolgen' })
  return { onClose, opener, dialog }
}

// The modal's code loads on demand; a cold import in a test run can outlast findBy's second.
beforeAll(async () => {
  await import('./dialog-modal')
})

describe('Dialog', () => {
  it('renders nothing while closed', async () => {
    await renderWithI18n(<Page onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is named by its title, moves focus in and makes the page behind it inert', async () => {
    const { dialog, opener } = await renderPage()
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(within(dialog).getByRole('heading', { name: 'Sendung verfolgen' })).toBeTruthy()
    // The page behind can be neither reached nor read while the dialog is open.
    expect(opener.closest('[inert]')).not.toBeNull()
    expect(dialog.closest('[inert]')).toBeNull()
  })

  it('closes with Escape and gives focus back to what opened it', async () => {
    const { onClose, opener, dialog } = await renderPage()
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
      fireEvent.keyUp(document.activeElement ?? dialog, { key: 'Escape' })
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its close button, named for assistive tech, and gives focus back', async () => {
    const { onClose, opener, dialog } = await renderPage()
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }))
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await renderPage()
    const field = within(dialog).getByRole('textbox', { name: 'Sendungsnummer' })
    await act(async () => {
      field.focus()
    })
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Tab' })
    })
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})
