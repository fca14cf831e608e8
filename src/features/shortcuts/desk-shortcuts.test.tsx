// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '#testing/render'
import { pressEscape } from '#testing/user-events'
import { FilterPanel } from '#ui/list/filter-panel'
import { DeskShortcuts } from './desk-shortcuts'

beforeAll(async () => {
  // The help dialog's modal arrives on demand: loaded once, so the first test does not wait for it.
  await import('#ui/components/dialog-modal')
})

function ListScreen() {
  const [open, setOpen] = useState(false)
  return (
    <FilterPanel
      open={open}
      onToggle={() => setOpen((value) => !value)}
      showSummaryReset={false}
      showFormReset={false}
      onSubmit={(event) => event.preventDefault()}
      onReset={() => undefined}
    >
      <label>
        Reference
        <input name="reference" />
      </label>
    </FilterPanel>
  )
}

function Desk({ onTrack, filter = false }: { onTrack: () => void; filter?: boolean }) {
  const [helpOpen, setHelpOpen] = useState(false)
  return (
    <main id="main" tabIndex={-1}>
      <label>
        Note
        <input name="note" />
      </label>
      <div role="listbox" aria-label="Choices">
        <div role="option" tabIndex={0} aria-selected="false">
          One
        </div>
      </div>
      <button type="button">Elsewhere</button>
      {filter ? <ListScreen /> : null}
      <DeskShortcuts helpOpen={helpOpen} onHelpOpenChange={setHelpOpen} onTrack={onTrack} />
    </main>
  )
}

async function renderDesk(filter = false) {
  const onTrack = vi.fn()
  const rendered = await renderWithRouter(<Desk onTrack={onTrack} filter={filter} />, {
    path: '/',
    locale: 'en',
  })
  return { ...rendered, onTrack }
}

async function keys(target: Element, ...presses: (string | KeyboardEventInit)[]) {
  for (const press of presses) {
    const init = typeof press === 'string' ? { key: press } : press
    await act(async () => {
      fireEvent.keyDown(target, init)
      fireEvent.keyUp(target, init)
    })
  }
}

describe('the desk shortcuts', () => {
  it('go to a screen with g then its letter', async () => {
    const { router } = await renderDesk()
    const paths: Record<string, string> = {
      a: '/active',
      r: '/archive',
      b: '/address-book',
      s: '/recurring-orders',
      p: '/profile',
      d: '/',
    }
    for (const [letter, path] of Object.entries(paths)) {
      screen.getByRole('button', { name: 'Elsewhere' }).focus()
      await keys(document.body, 'g', letter)
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      // The next Tab starts from the screen's content, not from where the key was pressed.
      await waitFor(() => expect(document.activeElement?.id).toBe('main'))
    }
  })

  it('open a new order with n and the tracking popup with t', async () => {
    const { router, onTrack } = await renderDesk()
    await keys(document.body, 'n')
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'))
    await keys(document.body, 't')
    expect(onTrack).toHaveBeenCalledTimes(1)
  })

  it('never fire while the user types, nor in a widget that uses letters, nor with a modifier', async () => {
    const { router, onTrack } = await renderDesk()
    const note = screen.getByRole('textbox', { name: 'Note' })
    await keys(note, 'g', 'a', 't', 'n', '?')
    const option = screen.getByRole('option')
    await keys(option, 'g', 'a', 't')
    await keys(
      document.body,
      { key: 'g', ctrlKey: true },
      { key: 'a', ctrlKey: true },
      { key: 't', altKey: true },
    )
    // A g typed in the field starts no sequence that a later a on the page would finish.
    await keys(note, 'g')
    await keys(document.body, 'a')
    expect(router.state.location.pathname).toBe('/')
    expect(onTrack).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('leave a key that the page handled already (a list row took it)', async () => {
    const { onTrack } = await renderDesk()
    const button = screen.getByRole('button', { name: 'Elsewhere' })
    button.addEventListener('keydown', (event) => event.preventDefault())
    await keys(button, 't')
    expect(onTrack).not.toHaveBeenCalled()
  })

  it('open the help with ? (Shift on Swiss keyboards too), and Escape closes it', async () => {
    await renderDesk()
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    await keys(elsewhere, { key: '?', shiftKey: true })
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByRole('heading', { name: 'Everywhere' })).toBeTruthy()
    // Inside the dialog the desk's keys rest: n does not leave the screen behind it.
    await keys(document.activeElement ?? dialog, 'n')
    await pressEscape(dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(elsewhere)
  })

  it('go to the filter with /: it opens a closed filter and focuses its first field, and typing there is text', async () => {
    const { router } = await renderDesk(true)
    expect(screen.getByRole('button', { name: 'Open filter' }).getAttribute('aria-keyshortcuts')).toBe('/')
    await keys(document.body, { key: '/', shiftKey: true })
    const reference = await screen.findByRole('textbox', { name: 'Reference' })
    await waitFor(() => expect(document.activeElement).toBe(reference))
    await keys(reference, 'g', 'a')
    expect(router.state.location.pathname).toBe('/')
  })

  it('leave / to the browser on a screen without a filter', async () => {
    await renderDesk()
    const press = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    await act(async () => {
      document.body.dispatchEvent(press)
    })
    expect(press.defaultPrevented).toBe(false)
  })
})
